/**
 * The staff area in `npm run audit`: each admin page signed in, on a phone's screen. For every page,
 * the JavaScript it loads (brotli bytes, as the server sends them) and, with `lighthouse`, its
 * Lighthouse mobile figures with the session cookie. The pages opened before signing in must stay
 * light: their script may not pass SIGN_IN_SCRIPT_LIMIT_KB; nor may an admin area's pass ADMIN_AREA_SCRIPT_LIMIT_KB
 * (a phone on a slow network waits for every kilobyte before the area shows; scripts/build/admin-scripts.integration.test.ts
 * checks the same budget on the build).
 */
import { chromium } from "playwright-core";
import { join } from "node:path";
import { chromiumArgs } from "../web/e2e/playwright.config";
import { CHROME, lighthouse, type LighthouseRow } from "./audit-lighthouse";

export const SIGN_IN_SCRIPT_LIMIT_KB = 70;
/**
 * The heaviest area, the page editor, opens on its form with every block's checks and, for a translation, the
 * Italian beside each text (its preview loads after it): about 166 KB.
 */
export const ADMIN_AREA_SCRIPT_LIMIT_KB = 168;
/**
 * A phone on a slow network waits a round trip for every file, six at a time: the app's script carries the admin's
 * frame and its small building blocks (web/app/admin-building-blocks.ts), so an area loads a few files, not thirty.
 */
export const ADMIN_AREA_SCRIPT_FILES_LIMIT = 22;

export interface AdminRow {
  path: string;
  /** A staff area, opened signed in (not a sign-in page). */
  signedIn: boolean;
  /** The JavaScript the page loaded, brotli-compressed, in KB. */
  scriptKB: number;
  scripts: number;
  lighthouse?: LighthouseRow;
}

/** The staff pages, the sign-in ones first (they are opened signed out). */
function adminPages(invitation: string): { path: string; name: string; signedIn: boolean }[] {
  const areas: [string, string][] = [
    ["/admin", "admin-dashboard"],
    ["/admin/blog", "admin-blog"],
    ["/admin/blog/tag", "admin-blog-tag"],
    ["/admin/referenze", "admin-referenze"],
    ["/admin/documentazione", "admin-documentazione"],
    ["/admin/galleries", "admin-gallerie"],
    ["/admin/pagine", "admin-pagine"],
    ["/admin/menu", "admin-menu"],
    ["/admin/media", "admin-media"],
    ["/admin/reindirizzamenti", "admin-reindirizzamenti"],
    ["/admin/ricerca", "admin-ricerca"],
    ["/admin/richieste", "admin-richieste"],
    ["/admin/statistiche", "admin-statistiche"],
    ["/admin/utenti", "admin-utenti"],
    ["/admin/registro", "admin-registro"],
    ["/admin/backup", "admin-backup"],
    ["/admin/impostazioni", "admin-impostazioni"],
    ["/admin/profilo", "admin-profilo"],
    ["/admin/cestino", "admin-cestino"],
  ];
  return [
    { path: "/admin/login", name: "admin-login", signedIn: false },
    { path: "/admin/setup?token=audit", name: "admin-setup", signedIn: false },
    { path: invitation, name: "admin-invito", signedIn: false },
    ...areas.map(([path, name]) => ({ path, name, signedIn: true })),
  ];
}

/** Signs in through the API and returns the session cookie ("name=value"). */
async function sessionCookie(origin: string, credentials: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${origin}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: origin },
    body: JSON.stringify(credentials),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.includes("session"));
  if (!res.ok || !cookie) throw new Error(`accesso non riuscito per l'audit (${res.status})`);
  return cookie.split(";")[0] ?? "";
}

/** An invitation link (an administrator invites a person), for the invitation page. */
async function invitationPath(origin: string, cookie: string): Promise<string> {
  const res = await fetch(`${origin}/api/people`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: origin, Cookie: cookie },
    // A new address each time: the audit may ask for an invitation page more than once on one server.
    body: JSON.stringify({ name: "Persona Audit", email: `audit.invito.${Date.now()}@parksite.test`, role: "editor" }),
  });
  if (!res.ok) throw new Error(`invito non creato per l'audit (${res.status})`);
  const link = new URL(((await res.json()) as { link: string }).link);
  return `${link.pathname}${link.search}`;
}

/** Brotli bytes of a script as the server sends it. */
async function brotliBytes(url: string): Promise<number> {
  const res = await fetch(url, { headers: { "Accept-Encoding": "br" }, decompress: false });
  const length = Number(res.headers.get("content-length"));
  return Number.isFinite(length) && length > 0 ? length : (await res.arrayBuffer()).byteLength;
}

/** Every script each page loads until the network is quiet (its own code and what it opens at once). */
async function scriptsOfPages(origin: string, cookie: string, pages: { path: string; signedIn: boolean }[]) {
  const browser = await chromium.launch({ executablePath: CHROME, args: chromiumArgs });
  const found = new Map<string, string[]>();
  try {
    for (const { path, signedIn } of pages) {
      // A fresh context per page: nothing is already in the browser's cache, as on a first visit.
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
      if (signedIn) {
        const [name, value] = cookie.split("=") as [string, string];
        await context.addCookies([{ name, value, url: origin }]);
      }
      const page = await context.newPage();
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(request.url());
      });
      await page.goto(`${origin}${path}`, { waitUntil: "networkidle" });
      await page.waitForSelector("html[data-ready='true']", { timeout: 15_000 });
      found.set(path, [...new Set(scripts)]);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return found;
}

export async function auditAdmin(
  origin: string,
  credentials: { email: string; password: string },
  options: { lighthouse: boolean; reports: string; only?: string[] },
): Promise<AdminRow[]> {
  const cookie = await sessionCookie(origin, credentials);
  const pages = adminPages(await invitationPath(origin, cookie)).filter(
    (page) => !options.only || options.only.includes(page.path.split("?")[0] ?? ""),
  );
  const scripts = await scriptsOfPages(origin, cookie, pages);
  const rows: AdminRow[] = [];
  for (const { path, name, signedIn } of pages) {
    const urls = scripts.get(path) ?? [];
    const bytes = await Promise.all(urls.map(brotliBytes));
    const row: AdminRow = { path, signedIn, scriptKB: bytes.reduce((a, b) => a + b, 0) / 1024, scripts: urls.length };
    if (options.lighthouse)
      row.lighthouse = await lighthouse(origin, path, join(options.reports, name), {
        categories: ["performance", "accessibility", "best-practices"],
        ...(signedIn ? { headers: { Cookie: cookie } } : {}),
      });
    rows.push(row);
  }
  return rows;
}

/** The table of the staff pages; true when the sign-in page's or an area's script passes its limit. */
export function printAdminTable(rows: AdminRow[]): boolean {
  console.log("\nArea riservata (telefono, con accesso effettuato)");
  console.log("| pagina | JS KB (brotli) | script | prestazioni | accessibilità | LCP ms | TBT ms | trasferiti KiB |");
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
  for (const r of rows) {
    const lh = r.lighthouse;
    const figures = lh
      ? `${lh.performance} | ${lh.accessibility} | ${lh.lcpMs.toFixed(0)} | ${lh.tbtMs.toFixed(0)} | ${lh.transferKiB.toFixed(0)}`
      : "- | - | - | - | -";
    console.log(`| ${r.path.replace(/token=[^&]+/, "token=…")} | ${r.scriptKB.toFixed(1)} | ${r.scripts} | ${figures} |`);
  }
  const signIn = rows.find((r) => r.path === "/admin/login");
  const signInTooHeavy = signIn !== undefined && signIn.scriptKB > SIGN_IN_SCRIPT_LIMIT_KB;
  if (signInTooHeavy)
    console.log(
      `  - lo script della pagina di accesso supera ${SIGN_IN_SCRIPT_LIMIT_KB} KB: ${signIn?.scriptKB.toFixed(1) ?? "?"} KB`,
    );
  const heavyAreas = rows.filter(
    (r) => r.signedIn && (r.scriptKB > ADMIN_AREA_SCRIPT_LIMIT_KB || r.scripts > ADMIN_AREA_SCRIPT_FILES_LIMIT),
  );
  for (const r of heavyAreas)
    console.log(
      `  - ${r.path} carica ${r.scripts} script, ${r.scriptKB.toFixed(1)} KB: al massimo ${ADMIN_AREA_SCRIPT_FILES_LIMIT} file e ${ADMIN_AREA_SCRIPT_LIMIT_KB} KB`,
    );
  return signInTooHeavy || heavyAreas.length > 0;
}
