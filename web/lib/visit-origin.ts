/** Where the tab's visit came from, kept in session storage by the visit beacon (gone with the tab). */
export const VISIT_ORIGIN_KEY = "parksite-visita";

/** The stored origin: landing page (p), referrer host (r), utm_source (s), utm_medium (m), utm_campaign (c). */
interface VisitOrigin {
  p?: string;
  r?: string;
  s?: string;
  m?: string;
  c?: string;
}

function readVisitOrigin(): VisitOrigin {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(VISIT_ORIGIN_KEY) || "{}");
    return typeof value === "object" && value !== null ? (value as VisitOrigin) : {};
  } catch {
    return {};
  }
}

/** The attribution sent with a contact request: the visit's origin and the page the form is on. */
export function requestAttribution(page: string) {
  const o = readVisitOrigin();
  const text = (v: unknown, max: number) => (typeof v === "string" && v ? v.slice(0, max) : undefined);
  return {
    landing_page: text(o.p, 200),
    page: page.slice(0, 200),
    referrer_host: text(o.r, 253),
    utm_source: text(o.s, 100),
    utm_medium: text(o.m, 100),
    utm_campaign: text(o.c, 100),
  };
}
