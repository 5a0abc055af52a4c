import { List } from "../../components/ui/lucide-icons";

/** The page outline ('Struttura della pagina') of the page editor. */
export const OUTLINE_ID = "struttura-pagina";

/**
 * 'Struttura' in the editor's actions bar: from anywhere in a long form (a sector page runs to thousands of pixels on a
 * phone) back to the page outline, with the focus on the block being edited, one tap from any other block.
 */
export function OutlineJump() {
  const jump = () => {
    const outline = document.getElementById(OUTLINE_ID);
    outline?.scrollIntoView({ block: "start" });
    const entry = outline?.querySelector<HTMLElement>('[aria-current="true"]') ?? outline?.querySelector<HTMLElement>("button");
    entry?.focus({ preventScroll: true });
  };
  return (
    <button type="button" className="btn-secondary max-sm:px-3" onClick={jump}>
      <List aria-hidden="true" className="size-4" />
      <span className="max-sm:sr-only">Struttura</span>
    </button>
  );
}
