import { expect } from "bun:test";
import type { TestApp } from "./test-app";

/**
 * Writes the English version of one of the example references, as staff would in its editor, and leaves it a
 * draft: answers the address of that translation in the staff API (`${address}/publish` publishes it).
 */
export async function writeEnglishReference(
  t: TestApp,
  cookie: string,
  italianSlug: string,
  texts: { title: string; slug: string },
): Promise<string> {
  const list = (await (await t.request("/api/references/admin", { cookie })).json()) as {
    items: { id: number; slug: string; figures: unknown[]; photos: unknown[] }[];
  };
  const reference = list.items.find((item) => item.slug === italianSlug);
  if (!reference) throw new Error(`referenza d'esempio mancante: ${italianSlug}`);
  const address = `/api/references/admin/${reference.id}/translations/en`;
  expect((await t.request(address, { method: "POST", cookie })).status).toBe(201);
  const english = {
    ...texts,
    challenge: "Queues at the gates.",
    solution: "Online booking.",
    result: "No queues.",
    quote_text: "",
    quote_role: "",
    figure_labels: reference.figures.map((_, i) => `Figure ${i + 1}`),
    photo_alts: reference.photos.map((_, i) => `Photo ${i + 1}`),
  };
  expect((await t.request(address, { method: "PUT", cookie, json: english })).status).toBe(200);
  return address;
}
