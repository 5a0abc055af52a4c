import { ArrowDown, ArrowUp, Trash2 } from "../../components/ui/lucide-icons";

/** A small button of the page editor, beside an item or under a list. */
export const toolButton =
  "inline-flex min-h-9 items-center gap-1 rounded-md border border-line bg-white px-2.5 text-xs font-semibold text-ink hover:bg-brand-50 disabled:opacity-40";

/**
 * The tools of one item of the page editor (a block, an entry of a list): move it up, down, or remove it. `labelOf`
 * names each for screen readers ('Sposta su il blocco Testo'); `from` is the first place an item may take (the opening
 * block stays first).
 */
export function ItemTools({
  index,
  count,
  from = 0,
  labelOf,
  onMove,
  onRemove,
  removable = true,
}: {
  index: number;
  count: number;
  from?: number;
  labelOf: (verb: "Sposta su" | "Sposta giù" | "Rimuovi") => string;
  onMove: (to: number) => void;
  onRemove: () => void;
  removable?: boolean;
}) {
  return (
    <span className="flex gap-1">
      <button
        type="button"
        className={toolButton}
        disabled={index <= from}
        aria-label={labelOf("Sposta su")}
        onClick={() => onMove(index - 1)}
      >
        <ArrowUp aria-hidden="true" className="size-3.5" />
      </button>
      <button
        type="button"
        className={toolButton}
        disabled={index === count - 1}
        aria-label={labelOf("Sposta giù")}
        onClick={() => onMove(index + 1)}
      >
        <ArrowDown aria-hidden="true" className="size-3.5" />
      </button>
      <button type="button" className={toolButton} disabled={!removable} aria-label={labelOf("Rimuovi")} onClick={onRemove}>
        <Trash2 aria-hidden="true" className="size-3.5" />
      </button>
    </span>
  );
}
