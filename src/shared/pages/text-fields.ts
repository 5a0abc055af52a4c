import type { z } from "zod";
import { type EntryPath, keyOfPath } from "../edit-merge";
import { blockLabels } from "./block-schemas";
import { type FieldMeta, fieldMeta } from "./fields";
import { type PageContent, pageContentSchema } from "./page-schema";

/**
 * The texts of a page a translator writes: every one-line text and paragraph of its head and blocks
 * (titles, paragraphs, button texts, alt texts), never its links, pictures, icons, dates or choices.
 * Each is named as the page editor names it ('Blocco 3 · Schede › Scheda 2 › Titolo della scheda'),
 * so the translation editor, its 'Da aggiornare' marks and the dashboard speak of the same field.
 */
export interface TextField {
  /** The field's place in the page (`["blocks",2,"items",1,"title"]` as JSON): the same in the translation. */
  key: string;
  path: EntryPath;
  label: string;
  text: string;
}

interface Def {
  type: string;
  innerType?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  items?: z.ZodType[];
  rest?: z.ZodType | null;
  options?: z.ZodType[];
  discriminator?: string;
  values?: unknown[];
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

const unwrap = (schema: z.ZodType): z.ZodType => {
  const def = defOf(schema);
  return def.type === "optional" && def.innerType ? def.innerType : schema;
};

const metaOf = (schema: z.ZodType): FieldMeta => fieldMeta(schema) ?? fieldMeta(unwrap(schema)) ?? { label: "" };

const NOT_TEXT = new Set<FieldMeta["widget"]>(["link", "image-src", "icon", "date", "hidden"]);

type Entry = Record<string, unknown>;
const isEntry = (value: unknown): value is Entry => typeof value === "object" && value !== null && !Array.isArray(value);

/** A block's name where the editor lists it: 'Blocco 2 · Schede'. */
function blockName(value: unknown, index: number): string | null {
  const kind = isEntry(value) ? value.kind : undefined;
  if (typeof kind !== "string" || !(kind in blockLabels)) return null;
  return `Blocco ${index + 1} · ${blockLabels[kind as keyof typeof blockLabels]}`;
}

/** The option of a union a value is: a block by its kind, a button by the fields it carries. */
function optionOf(union: z.ZodType, value: Entry): z.ZodType | undefined {
  const def = defOf(union);
  const options = def.options ?? [];
  const discriminator = def.discriminator;
  if (discriminator) {
    return options.find((option) => {
      const literal = defOf(option).shape?.[discriminator];
      return literal !== undefined && defOf(literal).values?.includes(value[discriminator]);
    });
  }
  return options.find((option) =>
    Object.entries(defOf(option).shape ?? {}).every(([key, field]) => defOf(field).type === "optional" || key in value),
  );
}

function itemSchema(list: z.ZodType, index: number): z.ZodType | undefined {
  const def = defOf(list);
  if (def.type === "tuple") return def.items?.[index] ?? def.rest ?? undefined;
  return def.element;
}

function walk(fields: TextField[], schema: z.ZodType, value: unknown, path: EntryPath, trail: string[], named?: string): void {
  if (value === undefined || value === null) return;
  const inner = unwrap(schema);
  const meta = metaOf(schema);
  const def = defOf(inner);
  if (meta.widget === "hidden" || def.type === "literal") return;
  const label = named ?? meta.label;
  const within = label ? [...trail, label] : trail;
  if (def.type === "string") {
    if (typeof value === "string" && !NOT_TEXT.has(meta.widget)) {
      fields.push({ key: keyOfPath(path), path, label: within.join(" › "), text: value });
    }
    return;
  }
  if (def.type === "object" && isEntry(value)) {
    for (const [key, field] of Object.entries(def.shape ?? {})) walk(fields, field, value[key], [...path, key], within);
    return;
  }
  if (def.type === "union" && isEntry(value)) {
    const option = optionOf(inner, value);
    if (option) walk(fields, option, value, path, within, "");
    return;
  }
  if ((def.type === "array" || def.type === "tuple") && Array.isArray(value)) {
    const itemLabel = meta.itemLabel ?? "Elemento";
    // A block's own list is named by the block ('Blocco 2 · Schede › Scheda 3'), another list by its label.
    const parent = trail.at(-1)?.endsWith(`· ${label}`) || !label ? trail : [...trail, label];
    value.forEach((item, index) => {
      const element = itemSchema(inner, index);
      if (!element) return;
      const name = blockName(item, index) ?? `${itemLabel} ${index + 1}`;
      const elementType = defOf(unwrap(element)).type;
      const picture = defOf(unwrap(element)).shape?.src !== undefined;
      if ((elementType === "object" || elementType === "union") && !picture) {
        walk(fields, element, item, [...path, index], [...parent, name]);
      } else walk(fields, element, item, [...path, index], parent, name);
    });
  }
}

/** The texts of a page, in the editor's order, each with its place and its label. */
export function textFieldsOf(content: PageContent): TextField[] {
  const fields: TextField[] = [];
  walk(fields, pageContentSchema, content, [], []);
  return fields;
}
