import { type BlockKind, blockLabels } from "../../../src/shared/pages/block-schemas";
import type { Block } from "../../content/types";

/** A short reminder of what a block says, next to its type. */
export function summaryOf(block: Block): string {
  if ("title" in block && typeof block.title === "string") return block.title;
  if (block.kind === "prose") return block.sections[0]?.heading ?? "";
  return "";
}

/** A block's name in the editor: its place on the page and its type ('3. Numeri'). */
export const blockName = (block: Block, index: number): string => `${index + 1}. ${blockLabels[block.kind as BlockKind]}`;

/** What the preview's button of a block says: 'Modifica il blocco «Titolo»', by its title, or else by its name. */
export const editBlockLabel = (block: Block, index: number): string =>
  `Modifica il blocco «${summaryOf(block).trim() || blockName(block, index)}»`;
