import { afterEach, describe, expect, setDefaultTimeout, test } from "bun:test";
import { storeImage } from "../images";
import { defaultPublicSettings } from "../shared/business-facts";
import { type PageContent, contentOf } from "../shared/pages/page-schema";
import { PRODUCT_PAGE_PATHS } from "../shared/pages/site-links";
import { datasheetAddress } from "../shared/site-addresses";
import { loadBuiltInContent } from "../ssr/built-in-pages";
import { testJpeg } from "../test-support/images";
import { pdfImages, pdfInfo, pdfLanguage, pdfPages, pdfText } from "../test-support/poppler";
import { createTestApp, type TestApp } from "../test-support/test-app";

// Sign-ins hash passwords and every sheet is laid out for real: seconds on a busy machine.
setDefaultTimeout(60_000);

let t: TestApp;
afterEach(() => t.cleanup());

const WEB2PARK = "/prodotti/web2park";
const sheetOf = async (res: Response) => new Uint8Array(await res.arrayBuffer());

async function web2parkContent(): Promise<PageContent> {
  const page = (await loadBuiltInContent()).pages.find((p) => p.path === WEB2PARK);
  if (!page) throw new Error("pagina Web2Park mancante");
  return structuredClone(contentOf(page));
}

async function publish(path: string, content: PageContent): Promise<void> {
  const res = await t.request(`/api/pages/publish?path=${encodeURIComponent(path)}`, {
    method: "POST",
    json: content,
    cookie: await t.login(),
  });
  expect(res.status).toBe(200);
}

describe("the datasheet of a product page", () => {
  test("is a tagged Italian PDF titled with the product, with the page's heading, copy and features", async () => {
    t = createTestApp();
    const res = await t.request(datasheetAddress(WEB2PARK));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe('inline; filename="scheda-web2park.pdf"');
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toStartWith("sandbox;");
    const sheet = await sheetOf(res);
    const info = await pdfInfo(sheet);
    expect(info.Title).toBe("Web2Park · Scheda prodotto");
    expect(info.Tagged).toBe("yes");
    expect(pdfLanguage(sheet)).toBe("it-IT");
    const text = await pdfText(sheet);
    expect(text).toContain("Web2Park");
    expect(text).toContain("Perché scegliere Web2Park");
    expect(text).toContain("Nessun ticket fisico");
    expect(text).toContain("la tariffa è calcolata al minuto");
    // The company's data from the settings, and the page number, on the sheet.
    expect(text).toContain("P.IVA IT04812930281");
    expect(text).toContain("Pagina 1 di 1");
    // The buttons of the web page are not printed.
    expect(text).not.toContain("Richiedi una demo");
  });

  test("every product page has one, named after its product", async () => {
    t = createTestApp();
    const pages = (await loadBuiltInContent()).pages;
    for (const path of PRODUCT_PAGE_PATHS) {
      const res = await t.request(datasheetAddress(path));
      expect(res.status).toBe(200);
      const title = pages.find((page) => page.path === path)?.blocks[0].title ?? "";
      expect((await pdfInfo(await sheetOf(res))).Title).toBe(`${title} · Scheda prodotto`);
    }
  });

  test("shows staff's published edit: the new text appears, the old one is gone", async () => {
    t = createTestApp();
    const before = await pdfText(await sheetOf(await t.request(datasheetAddress(WEB2PARK))));
    expect(before).toContain("Nessun ticket fisico");
    const content = await web2parkContent();
    const cards = content.blocks[1];
    if (cards?.kind !== "cards") throw new Error("il secondo blocco di Web2Park è delle schede");
    cards.cards[0] = {
      ...cards.cards[0],
      title: "Ingresso più rapido",
      text: "La sbarra si apre in un secondo: città e aeroporti.",
    };
    await publish(WEB2PARK, content);
    const after = await pdfText(await sheetOf(await t.request(datasheetAddress(WEB2PARK))));
    expect(after).toContain("Ingresso più rapido");
    expect(after).toContain("La sbarra si apre in un secondo: città e aeroporti.");
    expect(after).not.toContain("Nessun ticket fisico");
  });

  test("is kept and revalidated through its ETag until the page changes", async () => {
    t = createTestApp();
    const first = await t.request(datasheetAddress(WEB2PARK));
    const etag = first.headers.get("etag") ?? "";
    expect(etag).not.toBe("");
    expect(first.headers.get("server-timing")).toStartWith("pdf;dur=");
    const again = await t.request(datasheetAddress(WEB2PARK), { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get("server-timing")).toBe("cache;desc=hit");
    const content = await web2parkContent();
    content.blocks[0] = { ...content.blocks[0], lead: "Il parcheggio che riconosce la targa." };
    await publish(WEB2PARK, content);
    const changed = await t.request(datasheetAddress(WEB2PARK), { headers: { "if-none-match": etag } });
    expect(changed.status).toBe(200);
    expect(await pdfText(await sheetOf(changed))).toContain("Il parcheggio che riconosce la targa.");
  });

  test("prints the company's data as the settings say, after staff change them", async () => {
    t = createTestApp();
    expect(await pdfText(await sheetOf(await t.request(datasheetAddress(WEB2PARK))))).toContain("ParkSite Italia S.r.l.");
    const settings = { ...defaultPublicSettings, legalName: "Sosta Facile S.p.A.", vatNumber: "IT01234567890" };
    const saved = await t.request("/api/settings", { method: "PUT", json: settings, cookie: await t.login() });
    expect(saved.status).toBe(200);
    const text = await pdfText(await sheetOf(await t.request(datasheetAddress(WEB2PARK))));
    expect(text).toContain("Sosta Facile S.p.A.");
    expect(text).toContain("P.IVA IT01234567890");
  });

  test("carries the picture staff chose for the page, converted from the stored WebP", async () => {
    t = createTestApp();
    const stored = await storeImage(t.config, await testJpeg(1600, 900), "pagine");
    const content = await web2parkContent();
    content.blocks[0] = { ...content.blocks[0], illustration: { src: stored.url, alt: "Varco Web2Park in un parcheggio" } };
    await publish(WEB2PARK, content);
    const sheet = await sheetOf(await t.request(datasheetAddress(WEB2PARK)));
    const images = await pdfImages(sheet);
    expect(images).toHaveLength(1);
    expect(images[0]).toContain("jpeg");
    // The picture pushes 'Come funziona' to the foot of the first sheet: it goes on with its first step.
    const sheets = await pdfPages(sheet);
    const withHeading = sheets.find((text) => text.includes("Come funziona"));
    expect(withHeading).toContain("1. Ingresso");
  });

  test("an address that is no product's datasheet is the site's 404 page", async () => {
    t = createTestApp();
    for (const address of [
      "/prodotti/nessuno/scheda.pdf",
      "/applicazioni/aeroporti/scheda.pdf",
      "/prodotti/web2park/altro.pdf",
    ]) {
      const res = await t.request(address);
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toStartWith("text/html");
    }
  });
});

describe("'Scarica la brochure' on a product page", () => {
  test("is a link that downloads the product's datasheet, named as a PDF for screen readers", async () => {
    t = createTestApp();
    const html = await (await t.request(WEB2PARK)).text();
    const link = /<a [^>]*href="\/prodotti\/web2park\/scheda\.pdf"[^>]*>(.*?)<\/a>/.exec(html);
    expect(link?.[0]).toContain('download="scheda-web2park.pdf"');
    expect(link?.[0]).toContain('type="application/pdf"');
    expect(link?.[1]?.replace(/<[^>]+>/g, "")).toBe("Scarica la brochure (PDF)");
    expect(html).not.toContain("Vorrei%20ricevere%20la%20brochure");
  });
});
