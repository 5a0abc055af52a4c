import { expect, test } from "bun:test";
import { ITALIAN_PAGES, launchItalianBrowser } from "./screenshots-browser";

test("the screenshots' browser shows a date field in Italian, day first (gg/mm/aaaa)", async () => {
  const browser = await launchItalianBrowser();
  try {
    const context = await browser.newContext(ITALIAN_PAGES);
    const page = await context.newPage();
    await page.setContent('<html lang="it"><body><input type="date"></body></html>');
    // The field's parts as the browser draws and names them, in their order on screen.
    const cdp = await context.newCDPSession(page);
    const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as {
      nodes: { role?: { value?: string }; name?: { value?: string } }[];
    };
    const parts = nodes.filter((node) => node.role?.value === "spinbutton").map((node) => node.name?.value);
    expect(parts).toEqual(["Giorno", "Mese", "Anno"]);
    expect(await page.evaluate(() => new Date(Date.UTC(2026, 0, 1, 0, 30)).toLocaleString())).toBe("01/01/2026, 01:30:00");
  } finally {
    await browser.close();
  }
}, 30_000);
