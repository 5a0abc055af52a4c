/**
 * The query parameters ad platforms, newsletters and analytics tools add to a link to tell where a
 * click came from. No page reads them while rendering (its cached copy is the same with or without
 * them); the visit beacon reads the campaign (utm_source, utm_medium, utm_campaign) in the browser
 * and the statistics keep the path alone.
 */
const TRACKING_PARAMS: ReadonlySet<string> = new Set([
  // Google Ads, Display & Video, Search Console, Analytics cross-domain
  "gclid",
  "gclsrc",
  "gbraid",
  "wbraid",
  "dclid",
  "gad_source",
  "gad_campaignid",
  "srsltid",
  "_ga",
  "_gl",
  // Meta, Microsoft Advertising, TikTok, X, LinkedIn, Yandex, Instagram
  "fbclid",
  "msclkid",
  "ttclid",
  "twclid",
  "li_fat_id",
  "yclid",
  "igshid",
  // Mailchimp, HubSpot, Matomo/Piwik campaign names
  "mc_cid",
  "mc_eid",
  "_hsenc",
  "_hsmi",
  "mtm_campaign",
  "mtm_source",
  "mtm_medium",
  "pk_campaign",
  "pk_source",
  "pk_medium",
]);

/** utm_source, utm_medium, utm_campaign, utm_term, utm_content, utm_id and any other utm_ name. */
const UTM_PREFIX = "utm_";

/** Whether a query parameter (its name as sent) only tells where a click came from. */
export function isTrackingParam(name: string): boolean {
  return name.startsWith(UTM_PREFIX) || TRACKING_PARAMS.has(name);
}

/**
 * The tracking parameters' names by their first character code (all are ASCII): a name in an
 * address is compared in place, without cutting it out first.
 */
const NAMES_BY_FIRST_CHAR: readonly (readonly string[] | undefined)[] = (() => {
  const byFirst: string[][] = [];
  for (const name of TRACKING_PARAMS) {
    const first = name.charCodeAt(0);
    byFirst[first] = [...(byFirst[first] ?? []), name];
  }
  return byFirst;
})();

/** Whether the parameter whose name runs from `start` to `end` in `address` is a tracking parameter. */
function isTrackingParamAt(address: string, start: number, end: number): boolean {
  if (address.startsWith(UTM_PREFIX, start)) return true;
  const names = NAMES_BY_FIRST_CHAR[address.charCodeAt(start)];
  if (!names) return false;
  const length = end - start;
  for (const name of names) if (name.length === length && address.startsWith(name, start)) return true;
  return false;
}

/**
 * The address without its tracking parameters, the other parameters as sent and in their order
 * ("/blog/x?gclid=1&page=2" -> "/blog/x?page=2"); the same string when it has none. Read in
 * place, without splitting: it runs for every campaign click the server answers.
 */
export function withoutTrackingParams(address: string): string {
  const query = address.indexOf("?");
  if (query < 0) return address;
  let kept = "";
  let dropped = false;
  for (let start = query + 1; start <= address.length; ) {
    let end = address.indexOf("&", start);
    if (end < 0) end = address.length;
    let nameEnd = address.indexOf("=", start);
    if (nameEnd < 0 || nameEnd > end) nameEnd = end;
    if (end === start || isTrackingParamAt(address, start, nameEnd)) dropped = true;
    else kept += kept === "" ? address.slice(start, end) : `&${address.slice(start, end)}`;
    start = end + 1;
  }
  if (!dropped) return address;
  return kept === "" ? address.slice(0, query) : `${address.slice(0, query + 1)}${kept}`;
}
