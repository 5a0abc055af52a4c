import equal from "fast-deep-equal";
import type { z } from "zod";
import {
  type ConflictField,
  EMPTY_VALUE,
  type EntryPath,
  keyOfPath,
  plainText,
  type ShownValue,
  valueAt,
} from "../../../src/shared/edit-merge";
import { gallerySectionLabels } from "../../../src/shared/gallery-sections";
import { blockLabels } from "../../../src/shared/pages/block-schemas";
import { CHOICE_LABELS, ICON_LABELS } from "./choice-labels";
import { choicesOf, defOf, metaOf, unionOptionIndex, unwrap } from "./schema-introspect";

/** What the comparison needs beyond the schema: the title of the page a link leads to, when the site has one. */
export interface PageReading {
  linkTitle: (address: string) => string | null;
}

type Entry = Record<string, unknown>;

/** A paragraph is read as the words that changed; a line longer than this too. */
const LONG_LINE = 160;

const isEntry = (value: unknown): value is Entry => typeof value === "object" && value !== null && !Array.isArray(value);

const choiceLabel = (value: unknown): string =>
  CHOICE_LABELS[String(value)] ?? (gallerySectionLabels as Record<string, string>)[String(value)] ?? String(value);

/** A block's name where the editor lists it: 'Blocco 2 · Schede'. */
function blockName(value: unknown, index: number): string | null {
  const kind = isEntry(value) ? value.kind : undefined;
  if (typeof kind !== "string" || !(kind in blockLabels)) return null;
  return `Blocco ${index + 1} · ${blockLabels[kind as keyof typeof blockLabels]}`;
}

/** The schema of one item of a list or of the page's blocks (a tuple whose first item is the hero). */
function itemSchema(list: z.ZodType, index: number): z.ZodType | undefined {
  const def = defOf(list) as ReturnType<typeof defOf> & { items?: z.ZodType[]; rest?: z.ZodType | null };
  if (def.type === "tuple") return def.items?.[index] ?? def.rest ?? undefined;
  return def.element;
}

/** The option of a union a value is: a block by its kind, a button by the fields it has. */
function optionOf(union: z.ZodType, value: unknown): z.ZodType | undefined {
  const def = defOf(union) as ReturnType<typeof defOf> & { discriminator?: string };
  const options = def.options ?? [];
  if (def.discriminator && isEntry(value)) {
    const wanted = value[def.discriminator];
    return options.find((option) => {
      const literal = defOf(option).shape?.[def.discriminator as string];
      return literal !== undefined && defOf(literal).values?.includes(wanted);
    });
  }
  return options[unionOptionIndex(options, value)];
}

/** A picture as a block holds it: its address with its own alt text. */
function isPictureSchema(schema: z.ZodType): boolean {
  const shape = defOf(schema).shape;
  return shape?.src !== undefined && shape.alt !== undefined && metaOf(shape.src).widget === "image-src";
}

/** A value as staff read it in the editor's field for `schema`. */
function shown(schema: z.ZodType, value: unknown, reading: PageReading): ShownValue {
  if (value === undefined || value === null || value === "") return EMPTY_VALUE;
  const { inner } = unwrap(schema);
  const meta = metaOf(schema);
  const def = defOf(inner);
  if (isPictureSchema(inner) && isEntry(value)) {
    return {
      kind: "image",
      src: String(value.src ?? ""),
      alt: String(value.alt ?? ""),
      decorative: value.decorative === true,
    };
  }
  if (meta.widget === "image-src") return { kind: "image", src: String(value), alt: "", decorative: false };
  if (meta.widget === "link") return { kind: "link", title: reading.linkTitle(String(value)), address: String(value) };
  if (meta.widget === "icon")
    return { kind: "icon", name: String(value), label: ICON_LABELS[value as keyof typeof ICON_LABELS] ?? "" };
  if (meta.widget === "date" && typeof value === "string") {
    const [year, month, day] = value.split("-");
    return { kind: "text", text: day && month ? `${day}/${month}/${year}` : value };
  }
  if (choicesOf(inner)) return { kind: "text", text: choiceLabel(value) };
  if (typeof value === "boolean") return { kind: "yes-no", value };
  if (typeof value === "number") return { kind: "text", text: String(value) };
  if (typeof value === "string") {
    const long = meta.widget === "textarea" || value.length > LONG_LINE || value.includes("\n");
    return { kind: long ? "long-text" : "text", text: value };
  }
  if (Array.isArray(value)) {
    return {
      kind: "list",
      items: value.map((item, index) => {
        const element = itemSchema(inner, index);
        const block = blockName(item, index);
        const read = element ? shown(element, item, reading) : EMPTY_VALUE;
        return block ? { kind: "text", text: `${block}: ${summary(read)}` } : read;
      }),
    };
  }
  if (isEntry(value)) {
    const schemaOfValue = def.type === "union" ? optionOf(inner, value) : inner;
    const shape = (schemaOfValue && defOf(schemaOfValue).shape) ?? {};
    const parts = Object.entries(shape).flatMap(([key, field]): ShownValue[] => {
      const fieldMeta = metaOf(field);
      if (fieldMeta.widget === "hidden" || defOf(unwrap(field).inner).type === "literal" || value[key] === undefined) return [];
      const read = shown(field, value[key], reading);
      return read.kind === "text" || read.kind === "long-text"
        ? [{ kind: "text", text: `${fieldMeta.label}: ${read.text}` }]
        : [read];
    });
    return { kind: "list", items: parts };
  }
  return { kind: "text", text: String(value) };
}

/** The first words of a part, to name a block or an item in a list. */
function summary(value: ShownValue): string {
  const text = value.kind === "list" ? plainText(value.items[0] ?? EMPTY_VALUE) : plainText(value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

interface Walk {
  reading: PageReading;
  mine: unknown;
  theirs: unknown;
  fields: ConflictField[];
}

function unit(walk: Walk, schema: z.ZodType, path: EntryPath, trail: string[], paths: EntryPath[] = [path]) {
  walk.fields.push({
    key: keyOfPath(path),
    label: trail.join(" › "),
    mine: shown(schema, valueAt(walk.mine, path), walk.reading),
    theirs: shown(schema, valueAt(walk.theirs, path), walk.reading),
    paths,
  });
}

/** Each part of the entry under `schema` where the two versions differ, labelled as the editor labels it. */
function walkDifferences(
  walk: Walk,
  schema: z.ZodType,
  mine: unknown,
  theirs: unknown,
  path: EntryPath,
  trail: string[],
  /** An item of a list is named by its place ('Punto 2'), not by the field's label. */
  named?: string,
) {
  if (equal(mine, theirs)) return;
  const { inner } = unwrap(schema);
  const meta = metaOf(schema);
  const def = defOf(inner);
  if (meta.widget === "hidden" || def.type === "literal") return;
  const label = named ?? meta.label;
  const within = label ? [...trail, label] : trail;
  if (mine === undefined || theirs === undefined || isPictureSchema(inner)) return unit(walk, schema, path, within);

  if (def.type === "object" && isEntry(mine) && isEntry(theirs)) {
    const shape = def.shape ?? {};
    for (const [key, field] of Object.entries(shape)) {
      // A picture of the page's head and its alt text are one choice: the text describes that picture.
      const altKey = `${key}Alt`;
      if (metaOf(field).widget === "image-src" && altKey in shape) {
        if (!equal(mine[key], theirs[key]) || !equal(mine[altKey], theirs[altKey])) {
          walk.fields.push({
            key: keyOfPath([...path, key]),
            label: [...within, metaOf(field).label].join(" › "),
            mine: pictureWithAlt(mine[key], mine[altKey]),
            theirs: pictureWithAlt(theirs[key], theirs[altKey]),
            paths: [
              [...path, key],
              [...path, altKey],
            ],
          });
        }
        continue;
      }
      if (key.endsWith("Alt") && metaOf(shape[key.slice(0, -3)] ?? field).widget === "image-src") continue;
      walkDifferences(walk, field, mine[key], theirs[key], [...path, key], within);
    }
    return;
  }
  if (def.type === "union" && isEntry(mine) && isEntry(theirs)) {
    const option = optionOf(inner, mine);
    if (option && option === optionOf(inner, theirs)) return walkDifferences(walk, option, mine, theirs, path, within, "");
    return unit(walk, schema, path, within);
  }
  if ((def.type === "array" || def.type === "tuple") && Array.isArray(mine) && Array.isArray(theirs)) {
    const sameShape =
      mine.length === theirs.length && mine.every((item, index) => blockName(item, index) === blockName(theirs[index], index));
    const listLabel = label || (blockName(mine[0], 0) ? "Blocchi della pagina" : "Elenco");
    if (!sameShape) return unit(walk, schema, path, [...trail, listLabel]);
    const itemLabel = meta.itemLabel ?? "Elemento";
    mine.forEach((item, index) => {
      const element = itemSchema(inner, index);
      if (!element) return;
      const name = blockName(item, index) ?? `${itemLabel} ${index + 1}`;
      // A block's own list is named by the block ('Blocco 2 · Schede › Scheda 3'), another list by its label.
      const parent = trail.at(-1)?.endsWith(`· ${label}`) || !label ? trail : [...trail, label];
      const group = ["object", "union"].includes(defOf(unwrap(element).inner).type) && !isPictureSchema(unwrap(element).inner);
      if (group) walkDifferences(walk, element, item, theirs[index], [...path, index], [...parent, name]);
      else walkDifferences(walk, element, item, theirs[index], [...path, index], parent, name);
    });
    return;
  }
  unit(walk, schema, path, within);
}

function pictureWithAlt(src: unknown, alt: unknown): ShownValue {
  const text = typeof alt === "string" ? alt : "";
  if (typeof src === "string" && src !== "") return { kind: "image", src, alt: text, decorative: false };
  return text === "" ? EMPTY_VALUE : { kind: "text", text: `Nessuna immagine; testo alternativo: ${text}` };
}

/**
 * The parts of a page (or of the header and footer texts) that the form and the version saved
 * meanwhile differ on, in the editor's order, each labelled as the editor labels it.
 */
export function entryConflictFields(schema: z.ZodType, mine: unknown, theirs: unknown, reading: PageReading): ConflictField[] {
  const walk: Walk = { reading, mine, theirs, fields: [] };
  walkDifferences(walk, schema, mine, theirs, [], []);
  return walk.fields;
}
