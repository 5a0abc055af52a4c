import type { PageStore } from "../api/pages/pages.service";
import type { RedirectStore } from "../api/redirects/redirect-store";
import type { Config } from "../config";
import type { z } from "zod";
import type { heroBlockSchema, textBlockSchema } from "../shared/pages/block-schemas";
import { newPageSchema } from "../shared/pages/new-pages";
import { type PageContent, pageContentSchema } from "../shared/pages/page-schema";
import { isContentPagePath } from "../shared/pages/site-links";
import { RESERVED_FIRST_SEGMENTS } from "../shared/site-addresses";
import { isReservedPath, redirectInputSchema } from "../shared/schemas/redirects";
import { firstIssueMessage } from "../shared/schemas/validation";
import { SLUG_MAX_LENGTH, slugify } from "../shared/slug";
import { carryImage, cut, freeSlug, oldPath } from "./import-wordpress-files";
import { type PageImage, type PageSection, pageSections } from "./import-wordpress-html";
import { UNTITLED } from "./import-wordpress-posts";
import { draftReasons, type ImportedEntry, type ImportReport } from "./import-wordpress-report";
import type { WxrEntry } from "./import-wordpress-wxr";

/** Who created and published the imported pages, as their history says. */
export const IMPORTER = "Importazione da WordPress";
const PAGES_FOLDER = "pagine";
const PAGE_TITLE_MAX = 70;
const LEAD_MAX = 600;
const DESCRIPTION_MAX = 160;
const BLOCK_ITEMS_MAX = 40;
const PLACEHOLDER_LEAD = "Scrivi qui il testo introduttivo della pagina.";

type HeroBlock = z.infer<typeof heroBlockSchema>;
type TextBlock = z.infer<typeof textBlockSchema>;

/** Where an imported page is now, for the menus that linked to it. */
export interface ImportedPage {
  path: string;
  live: boolean;
}

interface Places {
  config: Config;
  uploadsDir: string | null;
  pages: PageStore;
  redirects: RedirectStore;
  report: ImportReport;
}

/** A text block before its picture is carried: the picture of the old site it should show. */
type PlannedBlock = TextBlock & { image?: PageImage };

const chunks = <T>(items: T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};

/**
 * The page's text as text blocks: one per heading (the page's title before the first), its
 * paragraphs and points; each block shows the first picture of its part, the others are named.
 */
function plannedBlocks(title: string, sections: PageSection[], lead: string, notes: string[]): PlannedBlock[] {
  const blocks: PlannedBlock[] = [];
  let waiting: PageImage[] = [];
  for (const section of sections) {
    const paragraphs = section.paragraphs.filter((p) => p !== lead);
    const words = paragraphs.length ? paragraphs : section.bullets;
    const bullets = paragraphs.length ? section.bullets : [];
    const images = [...waiting, ...section.images];
    if (!words.length) {
      waiting = images;
      continue;
    }
    waiting = [];
    const heading = cut(section.heading || title, 200);
    const firstIndex = blocks.length;
    chunks(words, BLOCK_ITEMS_MAX).forEach((part, index) => {
      blocks.push({
        kind: "text",
        title: index === 0 ? heading : `${heading} (segue)`,
        paragraphs: part.map((p) => cut(p, 4000)),
        ...(index === 0 && bullets.length ? { bullets: bullets.slice(0, BLOCK_ITEMS_MAX).map((b) => cut(b, 600)) } : {}),
      });
    });
    const [first, ...others] = images;
    const block = blocks[firstIndex];
    if (first && block) block.image = first;
    for (const other of others) notes.push(`immagine ${other.url} non portata (un'immagine per blocco di testo)`);
    if (bullets.length > BLOCK_ITEMS_MAX) notes.push(`elenco «${heading}» accorciato a ${BLOCK_ITEMS_MAX} punti`);
  }
  const last = blocks.at(-1);
  const [first, ...others] = waiting;
  if (first && last && !last.image) last.image = first;
  else if (first) others.unshift(first);
  for (const other of others) notes.push(`immagine ${other.url} non portata (un'immagine per blocco di testo)`);
  return blocks;
}

/** The page's content without its pictures: what tells whether it was imported before. */
const wordsOf = (content: unknown) => JSON.stringify(content, (key, value) => (key === "illustration" ? undefined : value));

/** The pictures of the old site, carried from the uploads folder (a picture not found is named in the summary). */
async function withImages(places: Places, hero: HeroBlock, featured: string | null, blocks: PlannedBlock[], notes: string[]) {
  const carry = async (url: string, alt: string) => {
    const carried = await carryImage(places.config, places.uploadsDir, url, PAGES_FOLDER);
    if (!carried.ok) {
      notes.push(`immagine ${url} ${carried.problem}`);
      return undefined;
    }
    places.report.pageImages += 1;
    return alt ? { src: carried.url, alt: cut(alt, 300) } : { src: carried.url, alt: "", decorative: true };
  };
  const heroImage = featured ? await carry(featured, "") : undefined;
  const text: TextBlock[] = [];
  for (const { image, ...block } of blocks) {
    const illustration = image ? await carry(image.url, image.alt) : undefined;
    text.push(illustration ? { ...block, illustration } : block);
  }
  return [heroImage ? { ...hero, illustration: heroImage } : hero, ...text] as PageContent["blocks"];
}

/** The old address of a published page, answered 301 to its new one like a rule staff write; never one of this site's own pages. */
function redirectOld(places: Places, link: string, path: string, entry: ImportedEntry): void {
  const old = oldPath(link);
  if (!old || old === path) return;
  const ownPage =
    isContentPagePath(old) ||
    places.pages.created.has(old) ||
    isReservedPath(old) ||
    RESERVED_FIRST_SEGMENTS.has(old.split("/")[1] ?? "");
  if (ownPage) {
    entry.notes.push(`il vecchio indirizzo ${old} è una pagina di questo sito: non reindirizzato`);
    return;
  }
  const rule = redirectInputSchema.safeParse({ source: old, target: path, code: 301 });
  const saved = rule.success ? places.redirects.save(rule.data) : null;
  if (saved?.ok) {
    places.report.redirects += 1;
    entry.notes.push(`il vecchio indirizzo ${old} porta qui`);
  } else {
    entry.notes.push(
      `vecchio indirizzo ${old} non reindirizzato: ${saved?.message ?? (rule.error ? firstIssueMessage(rule.error) : "")}`,
    );
  }
}

/**
 * Imports one page of the export as a page the site created: its text in text blocks, its
 * pictures carried, at its slug (with a number added when the address is the site's or taken).
 * A published page goes live and its old address leads to it; any other stays a draft.
 */
export async function importPage(places: Places, page: WxrEntry): Promise<ImportedPage | null> {
  const { pages, report } = places;
  const title = cut(page.title || UNTITLED, PAGE_TITLE_MAX);
  const entry: ImportedEntry = { kind: "pagina", title, outcome: "", notes: [] };
  report.entries.push(entry);
  const sections = pageSections(page.html);
  const firstWords = sections.flatMap((s) => s.paragraphs)[0] ?? "";
  const lead = page.excerpt || (firstWords.length <= LEAD_MAX ? firstWords : "");
  const notes: string[] = [];
  const blocks = plannedBlocks(title, sections, page.excerpt ? "" : lead, notes);
  const hero: HeroBlock = {
    kind: "hero",
    title: cut(page.title || UNTITLED, 160),
    lead: cut(lead || PLACEHOLDER_LEAD, LEAD_MAX),
  };
  const meta = { title, description: cut(page.excerpt || lead || title, DESCRIPTION_MAX) };
  const words = wordsOf({ meta, blocks: [hero, ...blocks.map(({ image: _image, ...block }) => block)] });

  const base = slugify(page.slug) || slugify(page.title) || slugify(UNTITLED);
  const taken = (slug: string) => {
    const path = `/${slug}`;
    const valid = newPageSchema.safeParse({ title, parent: "", slug, template: "vuota" }).success;
    return !valid || pages.created.has(path) || places.redirects.rules().bySource(path) !== undefined;
  };
  const before = pages.created
    .list()
    .find((item) => new RegExp(`^/${base}(?:-\\d+)?$`).test(item.path) && wordsOf(pages.created.initial(item.path)) === words);
  if (before) {
    entry.outcome = `saltata: già importata come ${before.path}`;
    return null;
  }
  const slug = freeSlug(base, taken, SLUG_MAX_LENGTH);
  const path = `/${slug}`;
  if (slug !== base) entry.notes.push(`indirizzo cambiato in ${path} perché /${base} è già del sito`);

  const content = pageContentSchema.safeParse({
    meta,
    blocks: await withImages(places, hero, page.featuredImageUrl, blocks, notes),
  });
  if (!content.success) {
    entry.outcome = `saltata: ${firstIssueMessage(content.error)}`;
    return null;
  }
  const created = pages.created.create({ path, title, template: "vuota" }, IMPORTER, content.data);
  if (!created.ok) {
    entry.outcome = `saltata: ${created.message}`;
    return null;
  }
  report.pages += 1;
  const reasons = draftReasons(page, sections.length > 0);
  const live = page.status === "publish" && reasons.length === 0;
  if (live) {
    await pages.publish(path, content.data, IMPORTER, "Importata da WordPress");
    report.pagesPublished += 1;
    entry.outcome = `pubblicata come ${path}`;
    redirectOld(places, page.link, path, entry);
  } else {
    entry.outcome = reasons.length ? `creata come bozza (${path}) perché ${reasons.join(", ")}` : `creata come bozza (${path})`;
  }
  entry.notes.push(...notes);
  return { path, live };
}
