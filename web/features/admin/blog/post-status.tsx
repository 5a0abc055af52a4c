import { Loader2 } from "lucide-react";

/** Spec §4: 'Pubblicato' (visible to visitors) or 'Bozza'. */
const statusLabel = (published: boolean) => (published ? "Pubblicato" : "Bozza");

const badgeClass = (published: boolean) =>
  `inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ${
    published ? "bg-accent-50 text-accent-700 ring-1 ring-accent-500/30" : "bg-amber-50 text-amber-800 ring-1 ring-amber-500/40"
  }`;

export function StatusBadge({ published }: { published: boolean }) {
  return <span className={badgeClass(published)}>{statusLabel(published)}</span>;
}

/** The badge as a button: a click moves the post to the other state. */
export function StatusToggle({
  published,
  title,
  pending,
  onToggle,
}: {
  published: boolean;
  title: string;
  pending: boolean;
  onToggle: () => void;
}) {
  const action = published ? "rendi bozza" : "pubblica";
  return (
    <button
      type="button"
      onClick={onToggle}
      disabled={pending}
      aria-label={`${statusLabel(published)}: ${action} «${title}»`}
      title={published ? "Clicca per riportarlo in bozza" : "Clicca per pubblicarlo"}
      className={`${badgeClass(published)} min-h-8 cursor-pointer hover:brightness-95 disabled:cursor-wait disabled:opacity-70`}
    >
      {pending ? <Loader2 aria-hidden="true" className="size-3 animate-spin" /> : null}
      {statusLabel(published)}
    </button>
  );
}
