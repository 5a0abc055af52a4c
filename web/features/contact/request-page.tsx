import { ArrowLeft, Mail, Phone, RefreshCw } from "../../components/ui/lucide-icons";
import { lazy, type ReactNode, Suspense } from "react";
import { Link, useNavigate, useParams } from "react-router-dom";
import { contactTipoLabel } from "../../../src/shared/contact/contact-options";
import { languageByCode } from "../../../src/shared/languages";
import {
  contactRequestStatuses,
  contactStatusLabels,
  emailKindLabels,
  type ContactRequestDetail,
  type EmailDelivery,
} from "../../../src/shared/contact/inbox";
import { telHref } from "../../../src/shared/business-facts";
import { visitSourceLabel } from "../../../src/shared/visit-source";
import { toastError, toastSuccess } from "../../lib/toast";
import { DeleteRequestDialog } from "./delete-request-dialog";
import { formatDateTime, formatReceived } from "./format";
import { isRequestId, useContactRequest, useDeleteRequest, useRetryEmail, useSetStatus } from "./inbox-api";
import { DeliveryBadge, StatusBadge } from "./status-badges";
import { LoadError } from "../../components/ui/load-error";
import { NotSpamButton, SpamReasons } from "./spam-parts";

/** The follow-up notes and their form load after the request itself, which staff read first. */
const FollowUp = lazy(async () => ({ default: (await import("./follow-up")).FollowUp }));

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-0.5 font-medium break-words text-ink">{children}</dd>
    </div>
  );
}

function Delivery({ delivery }: { delivery: EmailDelivery }) {
  return (
    <li className="rounded-xl border border-line p-4" data-testid="email-delivery">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-ink">{emailKindLabels[delivery.kind]}</p>
        <DeliveryBadge status={delivery.status} />
      </div>
      <p className="mt-1 text-sm text-muted">A: {delivery.to}</p>
      <p className="text-sm text-muted">
        {delivery.status === "sent" && delivery.sent_at
          ? `Inviata il ${formatDateTime(delivery.sent_at)}`
          : delivery.status === "pending" && delivery.next_attempt_at
            ? `${delivery.attempts === 0 ? "Invio previsto" : "Nuovo tentativo"} il ${formatDateTime(delivery.next_attempt_at)}`
            : null}
        {delivery.attempts > 0 ? ` · ${delivery.attempts === 1 ? "1 tentativo" : `${delivery.attempts} tentativi`}` : ""}
      </p>
      {delivery.last_error && delivery.status !== "sent" ? (
        <p className="mt-2 rounded-lg bg-red-50 p-2 text-sm break-words text-danger-700">Ultimo errore: {delivery.last_error}</p>
      ) : null}
    </li>
  );
}

function EmailSection({ request }: { request: ContactRequestDetail }) {
  const retry = useRetryEmail(request.id);
  const retryable = request.deliveries.some((d) => d.status !== "sent");
  const sendAgain = () =>
    retry.mutate(undefined, {
      onSuccess: () => toastSuccess("Invio in corso", "Le email vengono inviate di nuovo."),
      onError: (error) => toastError("Errore", error.message),
    });
  return (
    <section aria-labelledby="email-title" className="card p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="email-title" className="text-lg font-bold text-ink">
          Email
        </h2>
        {retryable ? (
          <button type="button" className="btn-secondary min-h-10 px-3" disabled={retry.isPending} onClick={sendAgain}>
            <RefreshCw aria-hidden="true" className="size-4" />
            Riprova l'invio
          </button>
        ) : null}
      </div>
      {request.deliveries.length === 0 ? (
        <p className="mt-3 text-sm text-muted">
          {request.spam_reasons
            ? "Nessuna email per questa richiesta: è tra il possibile spam, quindi né l'azienda né il richiedente hanno ricevuto messaggi."
            : "Nessuna email per questa richiesta: l'invio delle email non era configurato quando è arrivata, quindi né l'azienda né il richiedente hanno ricevuto messaggi."}
        </p>
      ) : (
        <ul className="mt-4 grid gap-3">
          {request.deliveries.map((d) => (
            <Delivery key={d.id} delivery={d} />
          ))}
        </ul>
      )}
    </section>
  );
}

function StatusPicker({ request }: { request: ContactRequestDetail }) {
  const setStatus = useSetStatus(request.id);
  return (
    <fieldset>
      <legend className="field-label">Stato della richiesta</legend>
      <div className="mt-1 inline-flex flex-wrap gap-2">
        {contactRequestStatuses.map((status) => {
          const current = request.status === status;
          return (
            <button
              key={status}
              type="button"
              aria-pressed={current}
              disabled={setStatus.isPending}
              onClick={() => {
                if (current) return;
                setStatus.mutate(status, {
                  onSuccess: () => toastSuccess("Stato aggiornato", `La richiesta ora è «${contactStatusLabels[status]}».`),
                  onError: (error) => toastError("Impossibile aggiornare lo stato", error.message),
                });
              }}
              className={`min-h-10 rounded-lg border px-4 text-sm font-semibold ${
                current ? "border-brand-600 bg-brand-600 text-white" : "border-line bg-white text-ink hover:bg-brand-50"
              }`}
            >
              {contactStatusLabels[status]}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

/** Possible spam: why it was set aside, and the click that moves it into the inbox. */
function SpamNotice({ request }: { request: ContactRequestDetail }) {
  return (
    <section
      aria-labelledby="spam-title"
      className="mt-6 flex flex-wrap items-start justify-between gap-4 rounded-[var(--radius-card)] border border-amber-200 bg-amber-50 p-5"
      data-testid="spam-notice"
    >
      <div className="min-w-0">
        <h2 id="spam-title" className="font-bold text-amber-950">
          Possibile spam
        </h2>
        <p className="mt-1 mb-2 text-sm text-amber-950">
          Non è tra le richieste e per lei non è partita nessuna email. Se l'ha inviata una persona, spostala tra le richieste:
          l'azienda riceverà la notifica.
        </p>
        <SpamReasons reasons={request.spam_reasons ?? []} label="Perché è qui" />
      </div>
      <NotSpamButton id={request.id} name={request.name} />
    </section>
  );
}

/** /admin/richieste/:id: the whole request, its status, its e-mails. */
export function RequestPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const query = useContactRequest(id);
  const remove = useDeleteRequest(id);

  const spam = Boolean(query.data?.spam_reasons);
  const list = spam ? "/admin/richieste?spam=1" : "/admin/richieste";
  const back = (
    <Link to={list} className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {spam ? "Tutto il possibile spam" : "Tutte le richieste"}
    </Link>
  );

  if (!isRequestId(id)) {
    return (
      <>
        {back}
        <p role="alert" className="card mt-6 p-6 text-danger-700">
          Richiesta non trovata: l'indirizzo non corrisponde a nessuna richiesta.
        </p>
      </>
    );
  }
  if (query.isPending) {
    return (
      <>
        {back}
        <p role="status" className="mt-6 text-muted">
          Caricamento della richiesta...
        </p>
      </>
    );
  }
  if (query.isError) {
    return (
      <>
        {back}
        <LoadError className="mt-6" message={query.error.message} onRetry={() => void query.refetch()} />
      </>
    );
  }

  const request = query.data;
  const onDelete = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toastSuccess("Richiesta eliminata", `La richiesta di ${request.name} è stata eliminata.`);
        void navigate(list, { replace: true });
      },
      onError: (error) => toastError("Impossibile eliminare la richiesta", error.message),
    });

  return (
    <>
      {back}
      <div className="mt-4 flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-brand-900">{request.name}</h1>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-muted">
            Richiesta n. {request.id}, ricevuta il {formatReceived(request.created_at)}
            {spam ? null : <StatusBadge status={request.status} />}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <a href={`mailto:${request.email}`} className="btn-primary">
            <Mail aria-hidden="true" className="size-4" />
            Rispondi via email
          </a>
          <a href={telHref(request.phone)} className="btn-secondary">
            <Phone aria-hidden="true" className="size-4" />
            Chiama
          </a>
        </div>
      </div>

      {spam ? <SpamNotice request={request} /> : null}

      <div className="mt-8 grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="grid content-start gap-6">
          <section aria-labelledby="request-title" className="card p-6">
            <h2 id="request-title" className="text-lg font-bold text-ink">
              Richiesta
            </h2>
            <dl className="mt-4 grid gap-4 sm:grid-cols-2">
              <Fact label="Email">
                <a href={`mailto:${request.email}`} className="text-brand-700 hover:underline">
                  {request.email}
                </a>
              </Fact>
              <Fact label="Telefono">
                <a href={telHref(request.phone)} className="text-brand-700 hover:underline">
                  {request.phone}
                </a>
              </Fact>
              <Fact label="Azienda">{request.company}</Fact>
              <Fact label="Tipo di applicazione">{contactTipoLabel(request.tipo)}</Fact>
              <Fact label="Lingua del modulo">
                <span data-testid="request-language">{languageByCode(request.language).name}</span>
              </Fact>
              <Fact label="Consenso a comunicazioni commerciali">{request.marketing_consent ? "Sì" : "No"}</Fact>
              <Fact label="Ultima modifica">{formatDateTime(request.updated_at)}</Fact>
              <Fact label="Provenienza">
                <span data-testid="request-source">{visitSourceLabel(request)}</span>
              </Fact>
              <Fact label="Pagina di arrivo · pagina di invio">
                {request.landing_page ?? "—"} · {request.source_page ?? "—"}
              </Fact>
            </dl>
            <h3 className="mt-6 text-sm text-muted">Messaggio</h3>
            <p className="mt-1 rounded-xl bg-surface p-4 whitespace-pre-wrap text-ink" data-testid="request-message">
              {request.message}
            </p>
          </section>
          <EmailSection request={request} />
        </div>
        <aside className="grid content-start gap-6">
          <section aria-label="Gestione" className="card grid gap-6 p-6">
            {spam ? null : <StatusPicker request={request} />}
            <Suspense fallback={null}>
              <FollowUp requestId={request.id} />
            </Suspense>
            <div>
              <p className="field-label">Elimina</p>
              <p className="mb-3 text-sm text-muted">
                {spam
                  ? "Se è davvero spam: viene eliminata subito, senza passare dal cestino."
                  : "Per esempio su richiesta dell'interessato (diritto alla cancellazione)."}
              </p>
              <DeleteRequestDialog name={request.name} spam={spam} pending={remove.isPending} onConfirm={onDelete} />
            </div>
          </section>
        </aside>
      </div>
    </>
  );
}
