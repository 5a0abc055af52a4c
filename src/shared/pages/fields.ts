import { z } from "zod";
import { isSiteLink } from "./site-links";

/** How the page editor shows a field: its Italian label and, when it is not a one-line text, its widget. */
export interface FieldMeta {
  label: string;
  widget?: "textarea" | "link" | "icon" | "image-src" | "date" | "hidden";
  /** A short hint under the field. */
  help?: string;
  /** Label of one item, for lists ("Punto", "Scheda"). */
  itemLabel?: string;
}

/** Labels and widgets of the page-content schemas, read by the form generator. */
export const fieldRegistry = z.registry<FieldMeta>();

export const fieldMeta = (schema: z.ZodType): FieldMeta | undefined => fieldRegistry.get(schema);

const required = (label: string, max: number) =>
  z
    .string({ error: `${label}: campo obbligatorio` })
    .trim()
    .min(1, { error: `${label}: campo obbligatorio` })
    .max(max, { error: `${label}: al massimo ${max} caratteri` });

/** A one-line text. */
export const line = (label: string, max = 200) => required(label, max).register(fieldRegistry, { label });

/** A paragraph or longer text. */
export const paragraph = (label: string, max = 4000) =>
  required(label, max).register(fieldRegistry, { label, widget: "textarea" });

/** A link target: one of the site's routes, tel:, mailto: or https:. */
export const linkTarget = (label = "Destinazione del link") =>
  z
    .string({ error: `${label}: campo obbligatorio` })
    .trim()
    .min(1, { error: `${label}: campo obbligatorio` })
    .refine(isSiteLink, {
      error: `${label}: scegli una pagina del sito oppure un indirizzo tel:, mailto: o https://`,
    })
    .register(fieldRegistry, { label, widget: "link" });

/** An image of the site: a bundled illustration or an uploaded picture, never another site's. */
export const imageSrc = z
  .string({ error: "Immagine: campo obbligatorio" })
  .regex(/^\/(?:attached_assets|uploads)\/[\w./-]+$/, { error: "Immagine: scegli un'immagine caricata sul sito" })
  .refine((value) => !value.includes(".."), { error: "Immagine: percorso non valido" })
  .register(fieldRegistry, { label: "Immagine", widget: "image-src" });

/**
 * A picture placed in a block, labelled for what it is ('Immagine principale', 'Immagine'): its own
 * alt text, required unless it is marked decorative (then shown with alt="").
 */
export const illustration = (label: string) =>
  z
    .object({
      src: label === "Immagine" ? imageSrc : imageSrc.clone().register(fieldRegistry, { label, widget: "image-src" }),
      alt: z
        .string({ error: `${label}: scrivi il testo alternativo` })
        .trim()
        .max(300, { error: "Testo alternativo: al massimo 300 caratteri" })
        .register(fieldRegistry, {
          label: "Testo alternativo",
          help: "Descrive l'immagine a chi non la vede: obbligatorio, se l'immagine non è decorativa.",
        }),
      decorative: z
        .boolean()
        .register(fieldRegistry, {
          label: "Decorativa",
          help: "Non descrive nulla: i lettori di schermo la saltano (alt vuoto).",
        })
        .optional(),
    })
    .superRefine((value, ctx) => {
      if (!value.decorative && value.alt === "") {
        ctx.addIssue({
          code: "custom",
          path: ["alt"],
          message: `${label}: scrivi il testo alternativo oppure segna l'immagine come decorativa`,
        });
      }
    })
    .register(fieldRegistry, { label });

export const illustrationSchema = illustration("Immagine");

/** A list the editor can grow, shrink and reorder. */
export const list = <T extends z.ZodType>(item: T, label: string, itemLabel: string, min = 1, max = 40) =>
  z
    .array(item)
    .min(min, { error: `${label}: aggiungi almeno ${min === 1 ? "un elemento" : `${min} elementi`}` })
    .max(max, { error: `${label}: al massimo ${max} elementi` })
    .register(fieldRegistry, { label, itemLabel });

/** A choice among fixed values, shown as a select with Italian labels. */
export const choice = <const T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.enum(values, { error: `${label}: scegli un valore dall'elenco` }).register(fieldRegistry, { label });

/** An anchor id (#section) kept from the built-in page: not edited, but checked. */
export const anchorId = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: "Ancora non valida" })
  .register(fieldRegistry, { label: "Ancora", widget: "hidden" });
