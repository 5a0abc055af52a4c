import { Plus, Trash2 } from "../../components/ui/lucide-icons";
import { useId } from "react";
import type { z } from "zod";
import { CheckboxInput, ChoiceInput, IconInput, ImageInput, LinkInput, TextInput } from "./field-widgets";
import { useFieldError } from "./form-errors";
import { keyOfPath, valueAt } from "../../../src/shared/edit-merge";
import { BesideOriginalField } from "../../components/ui/beside-original";
import { useTranslationSource } from "./translation-source";
import { ItemTools, toolButton } from "./item-tools";
import { CHOICE_LABELS } from "./choice-labels";
import { choicesOf, defOf, emptyValue, metaOf, minItems, unionOptionIndex, unwrap } from "./schema-introspect";

type Path = readonly (string | number)[];

interface SchemaFieldProps {
  schema: z.ZodType;
  value: unknown;
  onChange: (value: unknown) => void;
  path: Path;
  /** Overrides the schema's label (list items: 'Punto 2'). */
  label?: string;
}

function move<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

function ListField({ schema, value, onChange, path, label }: SchemaFieldProps & { label: string }) {
  const def = defOf(schema);
  const element = def.element as z.ZodType;
  const items = Array.isArray(value) ? value : [];
  const itemLabel = metaOf(schema).itemLabel ?? "Elemento";
  const min = minItems(schema);
  const error = useFieldError(path);
  const legendId = useId();
  return (
    <fieldset className="rounded-lg border border-line p-3" aria-describedby={error ? `${legendId}-error` : undefined}>
      <legend className="px-1 text-sm font-semibold text-ink">{label}</legend>
      <ol className="grid grid-cols-1 gap-3">
        {items.map((item, index) => {
          const name = `${itemLabel} ${index + 1}`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: list items have no identity of their own; position is what the editor edits
            <li key={index} className="rounded-md bg-surface p-3">
              <fieldset className="min-w-0">
                <legend className="float-left text-xs leading-9 font-semibold tracking-wide text-muted uppercase">{name}</legend>
                <div className="mb-2 flex flex-wrap items-center justify-end gap-2">
                  <ItemTools
                    index={index}
                    count={items.length}
                    labelOf={(verb) => `${verb}: ${name}`}
                    onMove={(to) => onChange(move(items, index, to))}
                    onRemove={() => onChange(items.filter((_, i) => i !== index))}
                    removable={items.length > min}
                  />
                </div>
                {defOf(element).type === "object" ? (
                  <ObjectFields
                    schema={element}
                    value={item}
                    path={[...path, index]}
                    onChange={(next) => onChange(items.map((old, i) => (i === index ? next : old)))}
                  />
                ) : (
                  <SchemaField
                    schema={element}
                    value={item}
                    path={[...path, index]}
                    label={name}
                    onChange={(next) => onChange(items.map((old, i) => (i === index ? next : old)))}
                  />
                )}
              </fieldset>
            </li>
          );
        })}
      </ol>
      <button type="button" className={`${toolButton} mt-3`} onClick={() => onChange([...items, emptyValue(element)])}>
        <Plus aria-hidden="true" className="size-3.5" />
        Aggiungi {itemLabel.toLowerCase()}
      </button>
      {error ? (
        <p id={`${legendId}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function ObjectFields({ schema, value, onChange, path }: Omit<SchemaFieldProps, "label">) {
  const shape = defOf(schema).shape ?? {};
  const record = (value && typeof value === "object" ? value : {}) as Record<string, unknown>;
  return (
    <div className="grid grid-cols-1 gap-3">
      {Object.entries(shape).map(([key, field]) => (
        <SchemaField
          key={key}
          schema={field}
          value={record[key]}
          path={[...path, key]}
          onChange={(next) => {
            const copy = { ...record };
            if (next === undefined) delete copy[key];
            else copy[key] = next;
            onChange(copy);
          }}
        />
      ))}
    </div>
  );
}

/** A block's fields, generated from its schema. */
export function BlockFields(props: Omit<SchemaFieldProps, "label">) {
  return <ObjectFields {...props} />;
}

/**
 * One field of page content, drawn from its zod schema: texts, choices, icons, links, images,
 * groups and lists (add, remove, reorder). Labels and widgets come from the schema's metadata.
 */
function SchemaField({ schema, value, onChange, path, label: labelOverride }: SchemaFieldProps) {
  const { inner, optional } = unwrap(schema);
  const meta = metaOf(schema);
  const def = defOf(inner);
  const label = labelOverride ?? meta.label;
  const error = useFieldError(path);
  const source = useTranslationSource();

  if (meta.widget === "hidden" || def.type === "literal") return null;

  const choices = choicesOf(inner);
  if (meta.widget === "icon") {
    return (
      <IconInput
        label={label}
        value={typeof value === "string" ? value : undefined}
        optional={optional}
        error={error}
        onChange={onChange}
      />
    );
  }
  if (choices) {
    return (
      <ChoiceInput
        label={label}
        value={value as string | number | undefined}
        choices={choices}
        labels={CHOICE_LABELS}
        optional={optional}
        error={error}
        onChange={onChange}
      />
    );
  }
  if (def.type === "string") {
    const text = typeof value === "string" ? value : "";
    // An optional text left empty is no text at all.
    const set = (next: string) => onChange(optional && next === "" ? undefined : next);
    const common = { label, value: text, onChange: set, error, optional, help: meta.help };
    if (meta.widget === "link") return <LinkInput {...common} />;
    if (meta.widget === "image-src") return <ImageInput {...common} />;
    const input = <TextInput {...common} multiline={meta.widget === "textarea"} date={meta.widget === "date"} />;
    if (!source || meta.widget === "date") return input;
    // A translation's text beside the same text of the Italian page.
    const key = keyOfPath(path);
    const original = valueAt(source.original, path);
    return (
      <BesideOriginalField
        label={label}
        original={typeof original === "string" ? original : ""}
        outdated={source.outdated.has(key)}
        long={meta.widget === "textarea"}
        testId="beside-original"
      >
        {input}
      </BesideOriginalField>
    );
  }

  if (def.type === "boolean") {
    // An optional yes/no left unticked is no value at all.
    return (
      <CheckboxInput
        label={label}
        value={value === true}
        help={meta.help}
        onChange={(next) => onChange(optional && !next ? undefined : next)}
      />
    );
  }

  if (optional && value === undefined) {
    return (
      <button type="button" className={`${toolButton} w-fit`} onClick={() => onChange(emptyValue(inner))}>
        <Plus aria-hidden="true" className="size-3.5" />
        Aggiungi: {label.toLowerCase()}
      </button>
    );
  }
  const removeOptional = optional ? (
    <button type="button" className={`${toolButton} mt-2`} onClick={() => onChange(undefined)}>
      <Trash2 aria-hidden="true" className="size-3.5" />
      Togli: {label.toLowerCase()}
    </button>
  ) : null;

  if (def.type === "array") {
    return (
      <div>
        <ListField schema={inner} value={value} onChange={onChange} path={path} label={label} />
        {removeOptional}
      </div>
    );
  }
  if (def.type === "object") {
    return (
      <fieldset className="rounded-lg border border-line p-3">
        <legend className="px-1 text-sm font-semibold text-ink">{label}</legend>
        <ObjectFields schema={inner} value={value} onChange={onChange} path={path} />
        {removeOptional}
      </fieldset>
    );
  }
  if (def.type === "union" && def.options) {
    const options = def.options;
    const index = unionOptionIndex(options, value);
    const current = options[index] as z.ZodType;
    const optionLabels = options.map((option) => metaOf(option).label);
    return (
      <fieldset className="rounded-lg border border-line p-3">
        <legend className="px-1 text-sm font-semibold text-ink">{label}</legend>
        <div className="grid grid-cols-1 gap-3">
          <ChoiceInput
            label="Tipo"
            value={optionLabels[index]}
            choices={optionLabels}
            onChange={(picked) => {
              const next = options[optionLabels.indexOf(String(picked))];
              if (!next || next === current) return;
              const fresh = emptyValue(next) as Record<string, unknown>;
              const old = value as Record<string, unknown> | undefined;
              onChange({ ...fresh, ...(old && "label" in old ? { label: old.label } : {}) });
            }}
          />
          <ObjectFields schema={current} value={value} onChange={onChange} path={path} />
        </div>
        {removeOptional}
      </fieldset>
    );
  }
  return null;
}
