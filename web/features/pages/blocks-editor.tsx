import { ChevronDown, ChevronRight, Plus } from "../../components/ui/lucide-icons";
import { useId, useState } from "react";
import { type BlockKind, blockLabels, blockSchemas } from "../../../src/shared/pages/block-schemas";
import { newBlock } from "../../../src/shared/pages/new-block";
import { ADDABLE_BLOCK_KINDS, type AddableBlockKind, type PageContent } from "../../../src/shared/pages/page-schema";
import type { Block } from "../../content/types";
import { useFieldError } from "./form-errors";
import { ItemTools } from "./item-tools";
import { BlockFields } from "./schema-field";

type Blocks = PageContent["blocks"];

/** A short reminder of what a block says, next to its type. */
function summaryOf(block: Block): string {
  if ("title" in block && typeof block.title === "string") return block.title;
  if (block.kind === "prose") return block.sections[0]?.heading ?? "";
  return "";
}

interface BlocksEditorProps {
  blocks: Blocks;
  /** Stable keys of the blocks, moved along with them. */
  keys: string[];
  onChange: (blocks: Blocks, keys: string[]) => void;
}

/** The page's blocks in order: each a form generated from its schema; blocks added, removed and reordered (the opening block stays first). */
export function BlocksEditor({ blocks, keys, onChange }: BlocksEditorProps) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(keys.slice(0, 2)));
  const [toAdd, setToAdd] = useState<AddableBlockKind>("text");
  const addId = useId();
  const blocksError = useFieldError(["blocks"]);

  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

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

  /** The page outline's jump: the block opens, comes into view and takes the focus. */
  const jumpTo = (key: string) => {
    setOpen((current) => new Set([...current, key]));
    requestAnimationFrame(() => {
      const toggleButton = document.getElementById(`blocco-apri-${key}`);
      toggleButton?.scrollIntoView({ block: "start" });
      toggleButton?.focus({ preventScroll: true });
    });
  };

  const add = () => {
    const key = `nuovo-${Date.now()}`;
    onChange([...blocks, newBlock(toAdd)] as Blocks, [...keys, key]);
    setOpen((current) => new Set([...current, key]));
  };

  return (
    <section aria-labelledby="blocks-title" className="grid grid-cols-1 gap-3">
      <h2 id="blocks-title" className="text-lg font-semibold text-ink">
        Blocchi della pagina
      </h2>
      {blocksError ? <p className="field-error">{blocksError}</p> : null}
      <nav aria-label="Struttura della pagina" className="rounded-lg border border-line bg-white p-3">
        <p className="text-sm font-semibold text-ink">Struttura della pagina</p>
        <ol className="mt-2 flex flex-wrap gap-2">
          {blocks.map((block, index) => {
            const key = keys[index] ?? String(index);
            return (
              <li key={key}>
                <button
                  type="button"
                  className="rounded-md border border-line px-2 py-1 text-sm text-brand-700 hover:bg-brand-50"
                  onClick={() => jumpTo(key)}
                >
                  {index + 1}. {blockLabels[block.kind as BlockKind]}
                </button>
              </li>
            );
          })}
        </ol>
      </nav>
      <ol className="grid grid-cols-1 gap-3">
        {blocks.map((block, index) => {
          const key = keys[index] ?? String(index);
          const name = `${index + 1}. ${blockLabels[block.kind as BlockKind]}`;
          const isOpen = open.has(key);
          const panelId = `blocco-${key}`;
          return (
            <li key={key} className="card p-4" data-testid="block-item">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="min-w-0 flex-1">
                  <button
                    type="button"
                    id={`blocco-apri-${key}`}
                    className="flex w-full scroll-mt-32 items-center gap-2 rounded-md text-left font-semibold text-ink"
                    aria-expanded={isOpen}
                    aria-controls={panelId}
                    onClick={() => toggle(key)}
                  >
                    {isOpen ? (
                      <ChevronDown aria-hidden="true" className="size-4" />
                    ) : (
                      <ChevronRight aria-hidden="true" className="size-4" />
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
