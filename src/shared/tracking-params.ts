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
 * The address without its tracking parameters, the other parameters as sent and in their order
 * ("/blog/x?gclid=1&page=2" -> "/blog/x?page=2"); the same string when it has none.
 */
export function withoutTrackingParams(address: string): string {
  const query = address.indexOf("?");
  if (query < 0) return address;
  const kept: string[] = [];
  let dropped = false;
  for (const pair of address.slice(query + 1).split("&")) {
    const equals = pair.indexOf("=");
    if (isTrackingParam(equals < 0 ? pair : pair.slice(0, equals))) dropped = true;
    else if (pair !== "") kept.push(pair);
    else dropped = true;
  }
  if (!dropped) return address;
  return kept.length > 0 ? `${address.slice(0, query + 1)}${kept.join("&")}` : address.slice(0, query);
}
