import { Loader2 } from "../../components/ui/lucide-icons";
import { POST_STATUS_LABELS, type PostStatus } from "../../../src/shared/blog-status";

/** Spec §4: 'Pubblicato' (visible to visitors) or 'Bozza'; 'Programmato' waits for its date. */
const statusLabel = (published: boolean, status?: PostStatus) =>
  POST_STATUS_LABELS[published ? "published" : status === "scheduled" ? "scheduled" : "draft"];

const BADGE_TONE: Record<PostStatus, string> = {
  published: "bg-accent-50 text-accent-700 ring-1 ring-accent-500/30",
  scheduled: "bg-brand-50 text-brand-800 ring-1 ring-brand-500/40",
  draft: "bg-amber-50 text-amber-800 ring-1 ring-amber-500/40",
};

const badgeClass = (published: boolean, status?: PostStatus) =>
  `inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ${
    BADGE_TONE[published ? "published" : status === "scheduled" ? "scheduled" : "draft"]
  }`;

export function StatusBadge({ published, status }: { published: boolean; status?: PostStatus }) {
  return <span className={badgeClass(published, status)}>{statusLabel(published, status)}</span>;
}

/** The badge as a button: a click moves the post to the other state (a scheduled post is published now). */
export function StatusToggle({
  published,
  status,
  title,
  pending,
  onToggle,
}: {
  published: boolean;
  status?: PostStatus;
  title: string;
  pending: boolean;
  onToggle: () => void;
}) {
  const scheduled = !published && status === "scheduled";
  const action = published ? "rendi bozza" : scheduled ? "pubblica ora" : "pubblica";
  return (
    <button
      type="button"
      onClick={onToggle}
      disabled={pending}
      aria-label={`${statusLabel(published, status)}: ${action} «${title}»`}
      title={
        published ? "Clicca per riportarlo in bozza" : scheduled ? "Clicca per pubblicarlo subito" : "Clicca per pubblicarlo"
      }
      className={`${badgeClass(published, status)} min-h-8 cursor-pointer hover:brightness-95 disabled:cursor-wait disabled:opacity-70`}
    >
      {pending ? <Loader2 aria-hidden="true" className="size-3 animate-spin" /> : null}
      {statusLabel(published, status)}
    </button>
  );
}
