import type { z } from "zod";
import type { PdfBlock } from "../pdf/pdf-types";
import type { blockSchema } from "../shared/pages/block-schemas";
import type { SitePage } from "../shared/pages/page-schema";

type Block = z.infer<typeof blockSchema>;

/**
 * What a product page says, as the blocks of its datasheet: its headings, copy, feature lists,
 * steps, figures and clients, in the page's order. Buttons, forms, maps and galleries belong to the web page
 * only; the company's contacts are in every sheet's footer.
 */
export function datasheetBlocks(page: SitePage): PdfBlock[] {
  return page.blocks.flatMap(blockContent);
}

const heading = (text: string, level: 1 | 2 | 3): PdfBlock => ({ kind: "heading", text, level });
const paragraphs = (texts: readonly (string | undefined)[]): PdfBlock[] =>
  texts.filter((text): text is string => Boolean(text?.trim())).map((text) => ({ kind: "paragraph", text }));
const list = (items: readonly string[] | undefined): PdfBlock[] => (items?.length ? [{ kind: "list", items }] : []);

function blockContent(block: Block): PdfBlock[] {
  switch (block.kind) {
    case "hero":
      return [
        ...(block.eyebrow ? [{ kind: "eyebrow", text: block.eyebrow } as const] : []),
        heading(block.title, 1),
        ...paragraphs([block.lead]),
      ];
    case "text":
      return [heading(block.title, 2), ...paragraphs(block.paragraphs), ...list(block.bullets)];
    case "cards":
      return [
        heading(block.title, 2),
        ...paragraphs([block.intro]),
        ...block.cards.flatMap((card) => [heading(card.title, 3), ...paragraphs([card.text]), ...list(card.features)]),
      ];
    case "systems":
      return [
        heading(block.title, 2),
        ...paragraphs([block.intro]),
        ...block.systems.flatMap((system) => [
          heading(`${system.name}: ${system.subtitle}`, 3),
          ...paragraphs([system.description]),
          ...list(system.features),
        ]),
      ];
    case "steps":
      return [
        heading(block.title, 2),
        ...paragraphs([block.intro]),
        ...block.steps.flatMap((step, index) => [heading(`${index + 1}. ${step.title}`, 3), ...paragraphs([step.text])]),
      ];
    case "lists":
      return [
        heading(block.title, 2),
        ...paragraphs([block.intro]),
        ...block.lists.flatMap((entry) => [heading(entry.title, 3), ...list(entry.items)]),
      ];
    case "stats":
      return [
        ...(block.title ? [heading(block.title, 2)] : []),
        { kind: "figures", rows: block.items.map((item) => ({ label: item.label, value: item.value })) },
      ];
    case "table":
      return [
        heading(block.title, 2),
        ...paragraphs([block.intro]),
        { kind: "figures", rows: tableRows(block.columns, block.rows) },
      ];
    case "prose":
      return block.sections.flatMap((section) => [
        heading(section.heading, 2),
        ...paragraphs(section.paragraphs ?? []),
        ...list(section.items),
      ]);
    case "clients":
      return [heading(block.title, 2), ...list(block.clients.map((client) => client.name))];
    case "cta":
    case "figures":
    case "contact-info":
    case "contact-tiles":
    case "office":
    case "map":
    case "gallery":
    case "contact-form":
    // A sheet downloaded today may be read after a certification expires: the page shows them, dated.
    case "certifications":
      return [];
  }
}

/** A table as label / value rows: the first cell names the row, the others follow with their column's name. */
function tableRows(columns: readonly string[], rows: readonly (readonly string[])[]) {
  return rows.map(([first = "", ...rest]) => ({
    label: first,
    value: rest.map((cell, index) => (columns.length > 2 ? `${columns[index + 1] ?? ""}: ${cell}` : cell)).join(" · "),
  }));
}

/** The pictures of a page in its order (hero first): the datasheet shows the first the site stored. */
export function pageImages(page: SitePage): { src: string; alt: string }[] {
  return page.blocks.flatMap((block) => {
    switch (block.kind) {
      case "hero":
      case "text":
        return block.illustration ? [block.illustration] : [];
      case "systems":
        return block.systems.map((system) => system.image);
      default:
        return [];
    }
  });
}
