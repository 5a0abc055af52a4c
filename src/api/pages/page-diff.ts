import { diffWords } from "diff";
import { blockLabels } from "../../shared/pages/block-schemas";
import type { DiffPart } from "../../shared/schemas/page-answers";
import type { PageContent } from "../../shared/pages/page-schema";
import { type SiteTexts, TAGLINE_PAGES } from "../../shared/pages/site-texts";

function leafTexts(value: unknown, out: string[]): void {
  if (typeof value === "string") out.push(value);
  else if (typeof value === "number") out.push(String(value));
  else if (Array.isArray(value)) for (const item of value) leafTexts(item, out);
  else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) if (key !== "kind" && key !== "id") leafTexts(item, out);
  }
}

/** The page as a reader would go through it: head, then each block's name and its texts, one per line. */
function pageText(content: PageContent): string {
  const lines = [`Titolo: ${content.meta.title}`, `Descrizione: ${content.meta.description}`];
  if (content.meta.image) lines.push(`Immagine per i social: ${content.meta.image}`);
  content.blocks.forEach((block, index) => {
    lines.push("", `[${index + 1}. ${blockLabels[block.kind]}]`);
    leafTexts(block, lines);
  });
  return `${lines.join("\n")}\n`;
}

/** The header and footer texts as staff read them in the editor: the mission, then each menu description. */
function siteTextsText(texts: SiteTexts): string {
  const lines = [`Frase della missione: ${texts.mission}`, "", "[Descrizioni nei menu]"];
  for (const [path, label] of TAGLINE_PAGES) lines.push(`${label}: ${texts.taglines[path]}`);
  return `${lines.join("\n")}\n`;
}

/** What changed from `before` to `after`, word by word. */
export function diffPages(before: PageContent, after: PageContent): DiffPart[] {
  return diffTexts(pageText(before), pageText(after));
}

/** What changed in the header and footer texts, word by word. */
export function diffSiteTexts(before: SiteTexts, after: SiteTexts): DiffPart[] {
  return diffTexts(siteTextsText(before), siteTextsText(after));
}

function diffTexts(before: string, after: string): DiffPart[] {
  return diffWords(before, after).map((part) => ({
    value: part.value,
    ...(part.added ? { added: true } : {}),
    ...(part.removed ? { removed: true } : {}),
  }));
}
