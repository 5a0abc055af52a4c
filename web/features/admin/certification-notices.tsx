import { Link } from "react-router-dom";
import type { DashboardSummary } from "../../../src/shared/dashboard";
import { italianDate } from "../../../src/shared/pages/certification-dates";

const editorAddress = (path: string) => `/admin/pagine/modifica?percorso=${encodeURIComponent(path)}`;

/**
 * The certifications to renew, on the dashboard: those expiring within 30 days, and those expired
 * (visitors no longer see them) still in a page. Each names its page, with a link to edit it for
 * staff who may.
 */
export function CertificationNotices({
  notices,
  canEditPages,
}: {
  notices: DashboardSummary["certifications"];
  canEditPages: boolean;
}) {
  if (notices.length === 0) return null;
  return (
    <section aria-labelledby="certification-notices" className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-4">
      <h2 id="certification-notices" className="text-lg font-semibold text-ink">
        Certificazioni da rinnovare
      </h2>
      <ul className="mt-2 grid gap-2 text-sm">
        {notices.map((notice) => (
          <li key={`${notice.path}-${notice.name}-${notice.validUntil}`} data-testid="certification-notice">
            <strong>{notice.name}</strong>{" "}
            {notice.expired
              ? `è scaduta il ${italianDate(notice.validUntil)}: i visitatori non la vedono più, ma è ancora nella pagina`
              : `scade il ${italianDate(notice.validUntil)}`}{" "}
            ({notice.pageTitle}, {notice.path})
            {canEditPages ? (
              <>
                {" "}
                <Link to={editorAddress(notice.path)} className="font-semibold text-brand-700 underline">
                  Modifica la pagina<span className="sr-only"> {notice.pageTitle}</span>
                </Link>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
