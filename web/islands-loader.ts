/**
 * The only script a public page asks for while it loads (about a kilobyte). It shows the cookie
 * banner to a visitor who has not chosen, so that it is in the first paint. The islands' code
 * is fetched once the page has painted, so it never holds up the first paint; the script element
 * names that code (data-script, data-preload). A page loaded out of sight (a background tab, a
 * prerender) has no paint to wait for.
 */
import { showConsentRequest } from "./islands/consent-request";
import { nextTask } from "./islands/next-task";

const loader = document.getElementById("islands-loader");

let loaded = false;
function load(): void {
  if (loaded || !loader) return;
  loaded = true;
  const script = loader.dataset.script;
  if (script) void import(/* @vite-ignore */ script);
  // Each request costs the page a few milliseconds of its main thread: one task each (the entry's
  // included) keeps it responsive.
  const preloads = (loader.dataset.preload ?? "").split(" ").filter(Boolean);
  const preloadNext = () => {
    const href = preloads.shift();
    if (!href) return;
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
    nextTask(preloadNext);
  };
  nextTask(preloadNext);
}

/** After the page's first contentful paint, as the browser reports it; else after two frames. */
function afterFirstPaint(then: () => void): void {
  if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    const observer = new PerformanceObserver((entries) => {
      if (!entries.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      nextTask(then);
    });
    observer.observe({ type: "paint", buffered: true });
  } else requestAnimationFrame(() => requestAnimationFrame(() => nextTask(then)));
  // A page that goes out of sight before painting, or never reports it, still gets its islands.
  document.addEventListener("visibilitychange", then, { once: true });
  setTimeout(then, 3000);
}

showConsentRequest();
if (document.visibilityState === "hidden") load();
else afterFirstPaint(load);
