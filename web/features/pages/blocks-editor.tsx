import { ChevronDown, ChevronRight, Plus } from "../../components/ui/lucide-icons";
import { useId, useState } from "react";
import { type BlockKind, blockLabels, blockSchemas } from "../../../src/shared/pages/block-schemas";
import { newBlock } from "../../../src/shared/pages/new-block";
import { ADDABLE_BLOCK_KINDS, type AddableBlockKind, type PageContent } from "../../../src/shared/pages/page-schema";
import type { Block } from "../../content/types";
import { type BlockFocus, blockHeaderId, blockPanelId } from "./block-focus";
import { blockName, summaryOf } from "./block-summary";
import { useFieldError } from "./form-errors";
import { ItemTools } from "./item-tools";
import { OUTLINE_ID } from "./outline-jump";
import { BlockFields } from "./schema-field";

type Blocks = PageContent["blocks"];

interface BlocksEditorProps {
  blocks: Blocks;
  /** Stable keys of the blocks, moved along with them. */
  keys: string[];
  onChange: (blocks: Blocks, keys: string[]) => void;
  /** Which blocks are open and which one is being edited (the preview follows it). */
  focus: BlockFocus;
}

/** The page's blocks in order: each a form generated from its schema; blocks added, removed and reordered (the opening block stays first). */
export function BlocksEditor({ blocks, keys, onChange, focus }: BlocksEditorProps) {
  const [toAdd, setToAdd] = useState<AddableBlockKind>("text");
  const addId = useId();
  const blocksError = useFieldError(["blocks"]);

  const swap = (from: number, to: number) => {
    const nextBlocks = [...blocks];
    const nextKeys = [...keys];
    [nextBlocks[from], nextBlocks[to]] = [nextBlocks[to] as Block, nextBlocks[from] as Block];
    [nextKeys[from], nextKeys[to]] = [nextKeys[to] as string, nextKeys[from] as string];
    onChange(nextBlocks as Blocks, nextKeys);
  };

  const remove = (index: number) =>
    onChange(
      blocks.filter((_, i) => i !== index) as Blocks,
      keys.filter((_, i) => i !== index),
    );

  const add = () => {
    const key = `nuovo-${Date.now()}`;
    onChange([...blocks, newBlock(toAdd)] as Blocks, [...keys, key]);
    focus.opened(key);
  };

  return (
    <section aria-labelledby="blocks-title" className="grid grid-cols-1 gap-3">
      <h2 id="blocks-title" className="text-lg font-semibold text-ink">
        Blocchi della pagina
      </h2>
      {blocksError ? <p className="field-error">{blocksError}</p> : null}
      <nav
        id={OUTLINE_ID}
        aria-label="Struttura della pagina"
        className="scroll-mt-32 rounded-lg border border-line bg-white p-3"
      >
        <p className="text-sm font-semibold text-ink">Struttura della pagina</p>
        <ol className="mt-2 flex flex-wrap gap-2">
          {blocks.map((block, index) => {
            const key = keys[index] ?? String(index);
            return (
              <li key={key}>
                <button
                  type="button"
                  className="rounded-md border border-line px-2 py-1 text-sm text-brand-700 hover:bg-brand-50 aria-[current=true]:border-brand-600 aria-[current=true]:bg-brand-50 aria-[current=true]:font-semibold"
                  aria-current={focus.active === key ? "true" : undefined}
                  onClick={() => focus.jumpTo(key, "header")}
                >
                  {blockName(block, index)}
                </button>
              </li>
            );
          })}
        </ol>
      </nav>
      <ol className="grid grid-cols-1 gap-3">
        {blocks.map((block, index) => {
          const key = keys[index] ?? String(index);
          const name = blockName(block, index);
          const isOpen = focus.open.has(key);
          const panelId = blockPanelId(key);
          const editing = focus.active === key;
          return (
            <li
              key={key}
              className={`card p-4 ${editing ? "ring-2 ring-brand-600" : ""}`}
              data-testid="block-item"
              data-editing={editing || undefined}
              onFocus={() => focus.focused(key)}
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="min-w-0 flex-1">
                  <button
                    type="button"
                    id={blockHeaderId(key)}
                    className="flex w-full scroll-mt-32 items-center gap-2 rounded-md text-left font-semibold text-ink"
                    aria-expanded={isOpen}
                    aria-controls={panelId}
                    onClick={() => focus.toggle(key)}
                  >
                    {isOpen ? (
                      <ChevronDown aria-hidden="true" className="size-4 shrink-0" />
                    ) : (
                      <ChevronRight aria-hidden="true" className="size-4 shrink-0" />
                    )}
                    <span>{name}</span>
                    <span className="truncate text-sm font-normal text-muted">{summaryOf(block)}</span>
                  </button>
                </h3>
                {index > 0 ? (
                  <ItemTools
                    index={index}
                    count={blocks.length}
                    from={1}
                    labelOf={(verb) => `${verb} il blocco ${name}`}
                    onMove={(to) => swap(index, to)}
                    onRemove={() => remove(index)}
                  />
                ) : (
                  <span className="text-xs text-muted">Sempre in cima: contiene il titolo principale</span>
                )}
              </div>
              {isOpen ? (
                <div id={panelId} className="mt-4">
                  <BlockFields
                    schema={blockSchemas[block.kind as BlockKind]}
                    value={block}
                    path={["blocks", index]}
                    onChange={(next) => onChange(blocks.map((b, i) => (i === index ? next : b)) as Blocks, keys)}
                  />
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor={addId} className="field-label">
            Nuovo blocco
          </label>
          <select id={addId} className="field-input" value={toAdd} onChange={(e) => setToAdd(e.target.value as AddableBlockKind)}>
            {ADDABLE_BLOCK_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {blockLabels[kind]}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="btn-secondary" onClick={add}>
          <Plus aria-hidden="true" className="size-4" />
          Aggiungi blocco
        </button>
      </div>
    </section>
  );
}
