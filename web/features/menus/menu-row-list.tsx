import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { MENU_DESCRIPTION_MAX, MENU_LABEL_MAX } from "../../../src/shared/menus";
import { ArrowDown, ArrowLeft, ArrowRight, ArrowUp, GripVertical, Plus, Trash2 } from "../../components/ui/lucide-icons";
import { SortableList } from "../../components/ui/sortable-list";
import { LinkPicker, type PickerTargets } from "./link-picker";
import { canIndent, canOutdent, type MenuRow, moveRow, newItemId, setDepth } from "./menu-rows";

const nameOf = (row: MenuRow | undefined) => (row?.label.trim() ? row.label.trim() : "voce senza testo");

/** Gives focus back to a control of a row after the rows moved (the browser drops it when its row moves). */
const refocus = (id: string) => window.requestAnimationFrame(() => document.getElementById(id)?.focus());

interface RowProps {
  row: MenuRow;
  index: number;
  rows: MenuRow[];
  nesting: boolean;
  targets: PickerTargets;
  onChange: (rows: MenuRow[]) => void;
}

const iconButton =
  "inline-flex size-10 items-center justify-center rounded-md border border-line text-ink hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-40";

function SortableRow({ row, index, rows, nesting, targets, onChange }: RowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: row.id,
  });
  const name = nameOf(row);
  const update = (patch: Partial<MenuRow>) => onChange(rows.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  const move = (delta: -1 | 1, control: string) => {
    onChange(moveRow(rows, index, index + delta));
    refocus(`${row.id}-${control}`);
  };
  const sub = nesting && row.depth === 1;
  /** A button that moves the row; its id lets the focus follow the row (and from indent to outdent). */
  const tool = (control: string, Icon: typeof ArrowUp, label: string, disabled: boolean, onClick: () => void) => (
    <button
      id={`${row.id}-${control}`}
      type="button"
      className={iconButton}
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon aria-hidden="true" className="size-4" />
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`${sub ? "ml-6 sm:ml-12" : ""} ${isDragging ? "relative z-10 opacity-80" : ""}`}
      data-menu-row={row.id}
    >
      <fieldset className="card grid gap-3 p-3 sm:grid-cols-[auto_1fr] sm:items-start">
        <legend className="sr-only">{sub ? `Sottovoce «${name}»` : `Voce «${name}»`}</legend>
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Trascina per spostare «${name}»`}
          className="inline-flex size-10 shrink-0 cursor-grab touch-none items-center justify-center rounded-md border border-line text-muted hover:bg-brand-50 active:cursor-grabbing"
        >
          <GripVertical aria-hidden="true" className="size-5" />
        </button>
        <div className="grid gap-3">
          <div className="grid gap-3 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
            <div>
              <label htmlFor={`${row.id}-label`} className="field-label">
                Testo
              </label>
              <input
                id={`${row.id}-label`}
                className="field-input"
                value={row.label}
                maxLength={MENU_LABEL_MAX}
                onChange={(e) => update({ label: e.target.value })}
              />
            </div>
            <LinkPicker
              link={row.link}
              targets={targets}
              optional={nesting && row.depth === 0}
              itemName={name}
              onChange={(link) => update({ link })}
            />
          </div>
          {sub ? (
            <div>
              <label htmlFor={`${row.id}-description`} className="field-label">
                Descrizione sotto il testo (facoltativa)
              </label>
              <input
                id={`${row.id}-description`}
                className="field-input"
                value={row.description ?? ""}
                maxLength={MENU_DESCRIPTION_MAX}
                onChange={(e) => update({ description: e.target.value || undefined })}
                placeholder="Vuota: la descrizione della pagina nei testi del sito"
              />
            </div>
          ) : null}
          <div className="flex flex-wrap gap-2">
            {tool("up", ArrowUp, `Sposta «${name}» su`, index === 0, () => move(-1, "up"))}
            {tool("down", ArrowDown, `Sposta «${name}» giù`, index === rows.length - 1, () => move(1, "down"))}
            {nesting ? (
              <>
                {tool("indent", ArrowRight, `Metti «${name}» sotto la voce precedente`, !canIndent(rows, index), () => {
                  onChange(setDepth(rows, index, 1));
                  refocus(`${row.id}-outdent`);
                })}
                {tool("outdent", ArrowLeft, `Riporta «${name}» al primo livello`, !canOutdent(rows, index), () => {
                  onChange(setDepth(rows, index, 0));
                  refocus(`${row.id}-indent`);
                })}
              </>
            ) : null}
            <button
              type="button"
              className={`${iconButton} text-danger-700`}
              aria-label={`Rimuovi «${name}»`}
              onClick={() => onChange(rows.filter((_, i) => i !== index))}
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </button>
          </div>
        </div>
      </fieldset>
    </li>
  );
}

/**
 * The items of one menu in order: drag and drop (mouse, touch, or the keyboard from the handle),
 * up/down buttons, and with `nesting` the buttons that put an item under the one above it or
 * back on the first level.
 */
export function MenuRowList({
  rows,
  onChange,
  targets,
  nesting,
  listName,
  addLabel,
}: {
  rows: MenuRow[];
  onChange: (rows: MenuRow[]) => void;
  targets: PickerTargets;
  nesting: boolean;
  listName: string;
  addLabel: string;
}) {
  const add = () => {
    const id = newItemId();
    onChange([...rows, { id, label: "Nuova voce", link: { kind: "page", path: targets.pages[0]?.path ?? "/" }, depth: 0 }]);
    refocus(`${id}-label`);
  };
  return (
    <>
      {rows.length === 0 ? <p className="text-sm text-muted">Nessuna voce: aggiungine una.</p> : null}
      <SortableList
        ids={rows.map((row) => row.id)}
        nameOf={(id) => nameOf(rows.find((row) => row.id === id))}
        what="la voce"
        onMove={(from, to) => onChange(moveRow(rows, from, to))}
      >
        <ul aria-label={listName} className="grid gap-3">
          {rows.map((row, index) => (
            <SortableRow
              key={row.id}
              row={row}
              index={index}
              rows={rows}
              nesting={nesting}
              targets={targets}
              onChange={onChange}
            />
          ))}
        </ul>
      </SortableList>
      <button type="button" className="btn-secondary mt-3" onClick={add}>
        <Plus aria-hidden="true" className="size-4" />
        {addLabel}
      </button>
    </>
  );
}
