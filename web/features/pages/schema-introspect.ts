import type { z } from "zod";
import { type FieldMeta, fieldMeta } from "../../../src/shared/pages/fields";

/** The parts of a zod schema's definition the form generator reads. */
interface Def {
  type: string;
  innerType?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string>;
  values?: unknown[];
  checks?: { _zod: { def: { check: string; minimum?: number } } }[];
}

export const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema without its optional wrapper, and whether it had one. */
export function unwrap(schema: z.ZodType): { inner: z.ZodType; optional: boolean } {
  const def = defOf(schema);
  if (def.type === "optional" && def.innerType) return { inner: def.innerType, optional: true };
  return { inner: schema, optional: false };
}

export const metaOf = (schema: z.ZodType): FieldMeta => {
  const { inner } = unwrap(schema);
  return fieldMeta(schema) ?? fieldMeta(inner) ?? { label: "" };
};

/** Smallest length of an array schema (lists that must keep an item cannot lose their last one). */
export function minItems(schema: z.ZodType): number {
  const check = defOf(schema).checks?.find((c) => c._zod.def.check === "min_length");
  return check?._zod.def.minimum ?? 0;
}

/** The values a choice offers: an enum's entries or a union of literals. */
export function choicesOf(schema: z.ZodType): (string | number)[] | null {
  const def = defOf(schema);
  if (def.type === "enum" && def.entries) return Object.values(def.entries);
  if (def.type === "union" && def.options?.every((o) => defOf(o).type === "literal")) {
    return def.options.map((o) => defOf(o).values?.[0] as string | number);
  }
  return null;
}

/** A value for a new item of this schema: empty texts, first choices, one item in required lists. */
export function emptyValue(schema: z.ZodType): unknown {
  const { inner, optional } = unwrap(schema);
  if (optional) return undefined;
  const def = defOf(inner);
  const choices = choicesOf(inner);
  if (choices) return choices[0];
  switch (def.type) {
    case "string":
      return "";
    case "literal":
      return def.values?.[0];
    case "object":
      return Object.fromEntries(
        Object.entries(def.shape ?? {}).flatMap(([key, field]) => {
          const value = emptyValue(field);
          return value === undefined ? [] : [[key, value]];
        }),
      );
    case "array":
      return minItems(inner) > 0 && def.element ? [emptyValue(def.element)] : [];
    case "union":
      return def.options?.[0] ? emptyValue(def.options[0]) : undefined;
    default:
      return undefined;
  }
}

/** Which option of a union of objects a value is: the one whose own keys it carries. */
export function unionOptionIndex(options: z.ZodType[], value: unknown): number {
  if (!value || typeof value !== "object") return 0;
  const keys = Object.keys(value);
  const index = options.findIndex((option) => {
    const shape = defOf(option).shape ?? {};
    return Object.keys(shape).every((key) => unwrap(shape[key] as z.ZodType).optional || keys.includes(key));
  });
  return Math.max(index, 0);
}
