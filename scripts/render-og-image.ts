/**
 * Draws the default link-preview picture (1200x630 JPEG) with Debian's chromium and writes it to
 * web/public/attached_assets/og-image.jpg. Run again after changing the illustration:
 *   bun scripts/render-og-image.ts
 */
import { chromium } from "@playwright/test";
import { join } from "node:path";
import { chromiumArgs } from "../web/e2e/playwright.config";
import { CHROME } from "./audit-lighthouse";

const root = join(import.meta.dir, "..");
const illustration = await Bun.file(join(root, "web/public/attached_assets/illustrations/hero-parking.svg")).text();
const mark = await Bun.file(join(root, "web/public/favicon.svg")).text();

const html = `<!doctype html><html><head><meta charset="utf-8"><style>
  body { margin: 0; width: 1200px; height: 630px; font-family: "DejaVu Sans", sans-serif; color: #fff;
    background: linear-gradient(135deg, #0f2a4f, #174682 60%, #1c58a1); display: grid; grid-template-columns: 1fr 520px;
    align-items: center; gap: 40px; padding: 0 64px; box-sizing: border-box; overflow: hidden; }
  .mark svg { width: 88px; height: 88px; }
  h1 { font-size: 58px; line-height: 1.08; margin: 28px 0 18px; letter-spacing: -1px; }
  p { font-size: 26px; color: #d9e8f7; margin: 0; }
  .tag { color: #fbbf24; font-weight: 700; font-size: 22px; letter-spacing: 2px; text-transform: uppercase; margin-top: 28px; }
  .art svg { width: 520px; height: 390px; border-radius: 28px; background: rgba(255,255,255,.06); }
</style></head><body>
  <div><div class="mark">${mark}</div>
    <h1>Parcheggi automatici, intelligenti e sostenibili</h1>
    <p>Lettura targhe · Infomobilità · Controllo accessi · Pensiline fotovoltaiche</p>
    <div class="tag">Progettati a Padova</div></div>
  <div class="art">${illustration}</div>
</body></html>`;

const browser = await chromium.launch({ executablePath: CHROME, args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.screenshot({ path: join(root, "web/public/attached_assets/og-image.jpg"), type: "jpeg", quality: 85 });
await browser.close();
console.log("web/public/attached_assets/og-image.jpg scritto");
