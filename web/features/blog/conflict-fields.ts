import equal from "fast-deep-equal";
import type { ImageText } from "../../../src/shared/alt-text";
import { romeLocalToIso } from "../../../src/shared/blog-status";
import { type ConflictField, EMPTY_VALUE, type EntryPath, keyOfPath, type ShownValue } from "../../../src/shared/edit-merge";
import { romeDateTime } from "../../../src/shared/rome-date-time";
import type { PostFormValues } from "./editor-values";

/** Names of the authors staff may pick, by account id, and the name for '' (whoever saves). */
export interface AuthorNames {
  byId: Readonly<Record<string, string>>;
}

type Values = PostFormValues;

const text = (value: string): ShownValue => (value.trim() === "" ? EMPTY_VALUE : { kind: "text", text: value });
const longText = (value: string): ShownValue => (value.trim() === "" ? EMPTY_VALUE : { kind: "long-text", text: value });
const textOf = (values: Values, url: string): ImageText => values.image_texts[url.trim()] ?? { alt: "", decorative: false };

function picture(values: Values, url: string): ShownValue {
  if (url.trim() === "") return EMPTY_VALUE;
  const { alt, decorative } = textOf(values, url);
  return { kind: "image", src: url, alt, decorative };
}

const tagList = (tags: string): ShownValue => {
  const items = tags
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);
  return items.length === 0 ? EMPTY_VALUE : { kind: "list", items: items.map((tag) => ({ kind: "text", text: tag })) };
};

/** 'YYYY-MM-DDTHH:mm' in Italian time, as '24/11/2026, 10:15'. */
const scheduleText = (schedule: string): ShownValue =>
  schedule === "" ? { kind: "text", text: "Non programmato" } : text(romeDateTime(romeLocalToIso(schedule)) || schedule);

interface Part {
  label: string;
  /** The part in each version, and whether the two differ. */
  read: (values: Values) => ShownValue;
  same: (mine: Values, theirs: Values) => boolean;
  /** Where the part lies: the field, and the alt texts of the pictures it shows in the saved version. */
  paths: (theirs: Values) => EntryPath[];
}

const plain = <K extends keyof Values>(key: K, label: string, read: (value: Values[K]) => ShownValue): Part => ({
  label,
  read: (values) => read(values[key]),
  same: (mine, theirs) => equal(mine[key], theirs[key]),
  paths: () => [[key]],
});

const altPath = (url: string): EntryPath => ["image_texts", url.trim()];

/** A picture field: the same when its address and its alt text are. */
const pictureField = (key: "cover_image" | "social_image", label: string): Part => ({
  label,
  read: (values) => picture(values, values[key] ?? ""),
  same: (mine, theirs) =>
    (mine[key] ?? "") === (theirs[key] ?? "") && equal(textOf(mine, mine[key] ?? ""), textOf(theirs, theirs[key] ?? "")),
  paths: (theirs) => [[key], ...(theirs[key] ? [altPath(theirs[key])] : [])],
});

/** The article's parts in the editor's order, labelled as its fields are. */
function parts(authors: AuthorNames): Part[] {
  const authorName = (id: string): ShownValue => ({
    kind: "text",
    text: id === "" ? "Chi salva l'articolo" : (authors.byId[id] ?? "Un autore non più presente"),
  });
  return [
    plain("title", "Titolo", text),
    plain("slug", "Slug (indirizzo dell'articolo)", text),
    plain("excerpt", "Riassunto", longText),
    plain("tags", "Tag", tagList),
    plain("content", "Contenuto", longText),
    pictureField("cover_image", "Immagine di copertina"),
    {
      label: "Immagini dell'articolo",
      read: (values) => ({ kind: "list", items: values.article_images.map((url) => picture(values, url)) }),
      same: (mine, theirs) =>
        equal(mine.article_images, theirs.article_images) &&
        mine.article_images.every((url) => equal(textOf(mine, url), textOf(theirs, url))),
      paths: (theirs) => [["article_images"], ...theirs.article_images.map(altPath)],
    },
    plain("author_id", "Autore", authorName),
    plain("seo_title", "Titolo SEO", text),
    plain("meta_description", "Meta description", longText),
    pictureField("social_image", "Immagine per la condivisione"),
    plain("canonical_url", "URL canonico", (url) =>
      url.trim() === "" ? EMPTY_VALUE : { kind: "link", title: null, address: url },
    ),
    plain("noindex", "Nascondi ai motori di ricerca (noindex)", (value) => ({ kind: "yes-no", value })),
    plain("published", "Pubblica articolo", (value) => ({ kind: "yes-no", value })),
    plain("schedule", "Pubblica il (ora italiana)", scheduleText),
  ];
}

/** The parts of an article the form and the version saved meanwhile differ on, each with the editor's label. */
export function articleConflictFields(mine: Values, theirs: Values, authors: AuthorNames): ConflictField[] {
  return parts(authors).flatMap((part) => {
    if (part.same(mine, theirs)) return [];
    const paths = part.paths(theirs);
    return [{ key: keyOfPath(paths[0] ?? []), label: part.label, mine: part.read(mine), theirs: part.read(theirs), paths }];
  });
}
