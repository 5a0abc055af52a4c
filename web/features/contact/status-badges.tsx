import { CircleAlert, CircleCheck, Clock, MailX } from "../../components/ui/lucide-icons";
import {
  contactStatusLabels,
  emailStatusLabels,
  requestEmailStateLabels,
  type ContactRequestStatus,
  type EmailDeliveryStatus,
  type RequestEmailState,
} from "../../../src/shared/contact/inbox";

const statusClass: Record<ContactRequestStatus, string> = {
  nuova: "bg-brand-100 text-brand-800",
  "in lavorazione": "bg-amber-100 text-amber-900",
  chiusa: "bg-slate-200 text-slate-700",
};

export function StatusBadge({ status }: { status: ContactRequestStatus }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusClass[status]}`}>
      {contactStatusLabels[status]}
    </span>
  );
}

const emailIcon = {
  sent: <CircleCheck aria-hidden="true" className="size-4 text-accent-600" />,
  pending: <Clock aria-hidden="true" className="size-4 text-amber-600" />,
  failed: <CircleAlert aria-hidden="true" className="size-4 text-danger-600" />,
  none: <MailX aria-hidden="true" className="size-4 text-slate-400" />,
} satisfies Record<RequestEmailState, unknown>;

/** The e-mail state of a request in the list: icon and words. */
export function EmailStateLabel({ state }: { state: RequestEmailState }) {
  return (
    <span className="inline-flex items-center gap-1.5 text-sm text-muted">
      {emailIcon[state]}
      {requestEmailStateLabels[state]}
    </span>
  );
}

const deliveryClass: Record<EmailDeliveryStatus, string> = {
  sent: "bg-accent-50 text-accent-700",
  pending: "bg-amber-100 text-amber-900",
  failed: "bg-red-100 text-danger-700",
};

export function DeliveryBadge({ status }: { status: EmailDeliveryStatus }) {
  return (
    <span className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ${deliveryClass[status]}`}>
      {emailIcon[status]}
      {emailStatusLabels[status]}
    </span>
  );
}
