import type { ContactRequestSummary } from "../../../src/shared/contact/inbox";
import { visitSourceLabel } from "../../../src/shared/visit-source";

/** Where a request came from, in the inbox list: the source, then the landing page. */
export function RequestSource({ request }: { request: ContactRequestSummary }) {
  return (
    <>
      <span className="block text-ink">{visitSourceLabel(request)}</span>
      {request.landing_page ? <span className="block text-xs text-muted">Arrivo: {request.landing_page}</span> : null}
    </>
  );
}
