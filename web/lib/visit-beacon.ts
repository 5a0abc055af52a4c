import { VISIT_ORIGIN_KEY } from "./visit-origin";

/*
 * The cookieless visit beacon: once the page is idle it sends the page's path (and, for the first
 * page of the tab, the referring host and campaign) with navigator.sendBeacon; clicks on phone,
 * e-mail and WhatsApp links are sent the same way. The browser keeps only the visit's origin, in
 * session storage (gone with the tab), for the contact form. No cookie, no local storage, no
 * identifier. Admin pages and staff are left out by the server. Kept under 1 KB minified
 * (visit-beacon.test.ts).
 */

interface RouterLike {
  subscribe(fn: (state: { location: { pathname: string }; navigation: { state: string } }) => void): unknown;
}

const send = (body: object) => navigator.sendBeacon("/api/visit", JSON.stringify(body));

/** Starts counting, unless the visitor asked not to be measured (Global Privacy Control, Do Not Track). */
/** With a router (the full app), pages reached by client-side navigation are counted too. */
export function startVisitBeacon(router?: RouterLike): void {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  if (nav.globalPrivacyControl || nav.doNotTrack === "1") return;
  let last = "";
  const view = (path: string) => {
    last = path;
    const q = new URLSearchParams(location.search);
    const get = (name: string) => q.get(`utm_${name}`)?.slice(0, 100) || undefined;
    let body: Record<string, unknown> = { p: last };
    try {
      // The tab's first page, or a new campaign link: where the visit came from.
      if (!sessionStorage.getItem(VISIT_ORIGIN_KEY) || get("source")) {
        const r = document.referrer && new URL(document.referrer).host;
        body = { p: last, r: (r !== location.host && r) || undefined, s: get("source"), m: get("medium"), c: get("campaign") };
        sessionStorage.setItem(VISIT_ORIGIN_KEY, JSON.stringify(body));
        body.e = 1;
      }
    } catch {}
    (window.requestIdleCallback ?? setTimeout)(() => send({ k: "pageview", ...body }));
  };
  const first = () => view(location.pathname);
  if (document.readyState === "complete") first();
  else addEventListener("load", first, { once: true });
  router?.subscribe(({ navigation, location: to }) => {
    if (navigation.state === "idle" && to.pathname !== last) view(to.pathname);
  });
  document.addEventListener("click", (e) => {
    const link = /^(tel|mailto):|\/\/(wa\.me|api\.whatsapp\.com)\//.exec((e.target as Element).closest?.("a")?.href ?? "");
    if (link) send({ k: link[1] ?? "whatsapp", p: last });
  });
}
