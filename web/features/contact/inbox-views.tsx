import { Link } from "react-router-dom";
import { Inbox, ShieldAlert } from "../../components/ui/lucide-icons";

const tabClass = (active: boolean, attention: boolean) =>
  `inline-flex min-h-11 items-center gap-2 rounded-t-lg border-b-2 px-4 text-sm font-semibold ${
    active
      ? "border-brand-600 text-brand-700"
      : `border-transparent hover:text-ink ${attention ? "text-amber-800" : "text-muted"}`
  }`;

/**
 * The inbox's two views: the requests, and the possible spam kept out of them. The spam's count is in
 * the tab's name, so requests waiting there are seen from the inbox.
 */
export function InboxViews({ spam, spamCount }: { spam: boolean; spamCount: number | undefined }) {
  return (
    <nav aria-label="Viste delle richieste" className="mt-6 flex flex-wrap gap-2 border-b border-line">
      <Link to="/admin/richieste" aria-current={spam ? undefined : "page"} className={tabClass(!spam, false)}>
        <Inbox aria-hidden="true" className="size-4" />
        Richieste
      </Link>
      <Link
        to="/admin/richieste?spam=1"
        aria-current={spam ? "page" : undefined}
        className={tabClass(spam, (spamCount ?? 0) > 0)}
        data-testid="spam-view-link"
      >
        <ShieldAlert aria-hidden="true" className="size-4" />
        {spamCount === undefined ? "Possibile spam" : `Possibile spam (${spamCount})`}
      </Link>
    </nav>
  );
}
