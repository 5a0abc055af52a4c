import { describe, expect, test } from "bun:test";
import { mergeVersions, plainText } from "../../../src/shared/edit-merge";
import { contentOf, type PageContent, pageContentSchema } from "../../../src/shared/pages/page-schema";
import { siteTextsSchema } from "../../../src/shared/pages/site-texts";
import { page as home } from "../../content/pages/home";
import { entryConflictFields } from "./page-conflict-fields";

const reading = { linkTitle: (address: string) => ({ "/contatti": "Contatti", "/servizi": "Servizi" })[address] ?? null };

/** The home page as one person has it in the form, and as another saved it meanwhile. */
function twoVersions() {
  const mine = structuredClone(contentOf(home));
  const theirs: PageContent = structuredClone(mine);
  const [hero, , , cards] = theirs.blocks;
  theirs.meta.title = "Parcheggi automatici in tutta Italia";
  theirs.meta.noindex = true;
  hero.title = "Il titolo salvato nel frattempo";
  hero.illustration = { src: "/uploads/sbarra.webp", alt: "Una sbarra alzata all'ingresso" };
  if (hero.actions?.[0] && "to" in hero.actions[0]) hero.actions[0].to = "/servizi";
  if (cards?.kind !== "cards") throw new Error("the home page's fourth block is its cards");
  const card = cards.cards[1];
  if (!card) throw new Error("the cards block has a second card");
  card.title = "Infomobilità e segnaletica";
  card.icon = "truck";
  card.features = ["Pannelli a messaggio variabile", "Conta posti"];
  return { mine, theirs };
}

describe("an edit conflict on a page names each part as the editor does and reads its values", () => {
  test("labels: the page's head, then each block by its place and name, each item by its place", () => {
    const { mine, theirs } = twoVersions();
    const fields = entryConflictFields(pageContentSchema, mine, theirs, reading);
    expect(fields.map((field) => field.label)).toEqual([
      "Intestazione della pagina › Titolo della pagina (scheda del browser e motori di ricerca)",
      "Intestazione della pagina › Nascondi ai motori di ricerca (noindex)",
      "Blocco 1 · Apertura › Titolo principale",
      "Blocco 1 · Apertura › Pulsanti › Pulsante 1 › Destinazione del link",
      "Blocco 1 · Apertura › Immagine principale",
      "Blocco 4 · Schede › Scheda 2 › Titolo della scheda",
      "Blocco 4 · Schede › Scheda 2 › Icona",
      "Blocco 4 · Schede › Scheda 2 › Caratteristiche",
    ]);
  });

  test("values: yes or no, a picture with its alt text, a link by its page's name, an icon by its name, a list item by item", () => {
    const { mine, theirs } = twoVersions();
    const read = Object.fromEntries(
      entryConflictFields(pageContentSchema, mine, theirs, reading).map((field) => [
        field.label.split(" › ").at(-1),
        [plainText(field.mine), plainText(field.theirs)],
      ]),
    );
    expect(read["Nascondi ai motori di ricerca (noindex)"]).toEqual(["(vuoto)", "Sì"]);
    expect(read["Destinazione del link"]).toEqual(["Contatti (/contatti)", "Servizi (/servizi)"]);
    expect(read["Immagine principale"]?.[1]).toBe("Immagine: Una sbarra alzata all'ingresso");
    expect(read.Icona).toEqual(["Cartello", "Camion"]);
    expect(read.Caratteristiche).toEqual(["(vuoto)", "Pannelli a messaggio variabile; Conta posti"]);
  });

  test("no internal key, address of a drawing or JSON anywhere in what staff read", () => {
    const { mine, theirs } = twoVersions();
    const fields = entryConflictFields(pageContentSchema, mine, theirs, reading);
    const read = fields.flatMap((field) => [field.label, plainText(field.mine), plainText(field.theirs)]).join("\n");
    for (const internal of ["hero", "cards", "signpost", "truck", "attached_assets", "{", "meta", "blocks"]) {
      expect(read).not.toContain(internal);
    }
  });

  test("a block added by one of the two makes the page's blocks one choice, each named by its kind and first words", () => {
    const { mine } = twoVersions();
    const theirs = structuredClone(mine);
    theirs.blocks.push({ kind: "contact-info", title: "Parliamone", text: "Scrivici." });
    const [field, ...others] = entryConflictFields(pageContentSchema, mine, theirs, reading);
    expect(others).toEqual([]);
    expect(field?.label).toBe("Blocchi della pagina");
    expect(plainText(field?.theirs ?? { kind: "empty" })).toContain("Blocco 7 · Contatti in breve: Titolo: Parliamone");
  });

  test("the saved version is the form's with the parts chosen from theirs", () => {
    const { mine, theirs } = twoVersions();
    const fields = entryConflictFields(pageContentSchema, mine, theirs, reading);
    const chosen = fields.filter((field) => /Immagine principale|Scheda 2 › Titolo/.test(field.label));
    const merged = mergeVersions(mine, theirs, fields, Object.fromEntries(chosen.map((field) => [field.key, "theirs"])));
    expect(merged.blocks[0].illustration).toEqual({ src: "/uploads/sbarra.webp", alt: "Una sbarra alzata all'ingresso" });
    expect(merged.blocks[0].title).toBe(mine.blocks[0].title);
    expect(merged.meta).toEqual(mine.meta);
    const [cards, before] = [merged.blocks[3], mine.blocks[3]];
    if (cards?.kind !== "cards" || before?.kind !== "cards") throw new Error("the home page's fourth block is its cards");
    expect(cards.cards[1]).toEqual({ ...before.cards[1], title: "Infomobilità e segnaletica" } as (typeof cards.cards)[number]);
    expect(pageContentSchema.safeParse(merged).success).toBe(true);
  });

  test("the social image and its alt text are one choice, read as a picture with its text", () => {
    const mine = structuredClone(contentOf(home));
    const theirs = structuredClone(mine);
    theirs.meta.image = "/uploads/condivisione.webp";
    theirs.meta.imageAlt = "Un parcheggio al tramonto";
    const [field, ...others] = entryConflictFields(pageContentSchema, mine, theirs, reading);
    expect(others).toEqual([]);
    expect(field?.label).toBe("Intestazione della pagina › Immagine per i social");
    expect(field?.paths).toEqual([
      ["meta", "image"],
      ["meta", "imageAlt"],
    ]);
    expect(plainText(field?.theirs ?? { kind: "empty" })).toBe("Immagine: Un parcheggio al tramonto");
    const textOnly = entryConflictFields(
      pageContentSchema,
      mine,
      { ...mine, meta: { ...mine.meta, imageAlt: "Solo il testo" } },
      reading,
    );
    expect(textOnly.map((part) => plainText(part.theirs))).toEqual(["Nessuna immagine; testo alternativo: Solo il testo"]);
  });

  test("the header and footer texts are labelled from their own schema", () => {
    const mine = { mission: "La nostra missione.", taglines: { "/applicazioni/ospedali": "Sosta per chi cura" } };
    const theirs = { mission: "La missione riscritta.", taglines: { "/applicazioni/ospedali": "Sosta per chi assiste" } };
    expect(entryConflictFields(siteTextsSchema, mine, theirs, reading).map((field) => field.label)).toEqual([
      "Frase della missione (piè di pagina)",
      "Descrizioni nei menu Prodotti e Applicazioni › Descrizione nel menu: Ospedali",
    ]);
  });
});
