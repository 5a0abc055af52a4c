import { useId } from "react";
import type { MenuLink } from "../../../src/shared/menus";
import type { MenuTargets } from "../../../src/shared/schemas/menu-answers";

/** What the picker offers: the site's targets, each page with the address it has in the menus' language. */
export interface PickerTargets extends MenuTargets {
  pages: { path: string; title: string; address: string }[];
}

type Kind = MenuLink["kind"] | "none";

const kindLabels: Record<Kind, string> = {
  none: "Nessuno (solo menu a tendina)",
  page: "Pagina del sito",
  article: "Articolo del blog",
  tag: "Tag del blog",
  external: "Indirizzo esterno",
};

/** What a new link of each kind starts from: the first target offered. */
function firstOf(kind: Kind, targets: PickerTargets): MenuLink | null {
  switch (kind) {
    case "none":
      return null;
    case "page":
      return { kind, path: targets.pages[0]?.path ?? "/" };
    case "article":
      return { kind, slug: targets.articles[0]?.slug ?? "" };
    case "tag":
      return { kind, slug: targets.tags[0]?.slug ?? "" };
    case "external":
      return { kind, url: "https://" };
  }
}

/**
 * Where a menu item leads: a page, an article or a tag picked from the site's own, or an address
 * typed by hand. `optional`: a first-level item may have no link (a dropdown).
 */
export function LinkPicker({
  link,
  targets,
  optional,
  itemName,
  onChange,
}: {
  link: MenuLink | null;
  targets: PickerTargets;
  optional: boolean;
  itemName: string;
  onChange: (link: MenuLink | null) => void;
}) {
  const id = useId();
  const kind: Kind = link?.kind ?? "none";
  const kinds = (Object.keys(kindLabels) as Kind[]).filter((k) => k !== "none" || optional || kind === "none");
  // The current target is offered even when it is not among the site's (a section of a page, a removed article).
  const options = (list: { value: string; label: string }[], current: string) =>
    list.some((option) => option.value === current) ? list : [{ value: current, label: current }, ...list];

  return (
    <div className="grid gap-2 sm:grid-cols-2">
      <div>
        <label htmlFor={`${id}-kind`} className="field-label">
          Porta a
        </label>
        <select
          id={`${id}-kind`}
          className="field-input"
          value={kind}
          aria-label={`Tipo di collegamento di «${itemName}»`}
          onChange={(e) => onChange(firstOf(e.target.value as Kind, targets))}
        >
          {kinds.map((k) => (
            <option key={k} value={k}>
              {kindLabels[k]}
            </option>
          ))}
        </select>
      </div>
      {link?.kind === "external" ? (
        <div>
          <label htmlFor={`${id}-target`} className="field-label">
            Indirizzo
          </label>
          <input
            id={`${id}-target`}
            className="field-input"
            type="url"
            inputMode="url"
            value={link.url}
            aria-label={`Indirizzo di «${itemName}»`}
            onChange={(e) => onChange({ kind: "external", url: e.target.value })}
            placeholder="https://…"
          />
        </div>
      ) : link ? (
        <div>
          <label htmlFor={`${id}-target`} className="field-label">
            {link.kind === "page" ? "Pagina" : link.kind === "article" ? "Articolo" : "Tag"}
          </label>
          <select
            id={`${id}-target`}
            className="field-input"
            aria-label={`Destinazione di «${itemName}»`}
            value={link.kind === "page" ? link.path : link.slug}
            onChange={(e) =>
              onChange(link.kind === "page" ? { kind: "page", path: e.target.value } : { kind: link.kind, slug: e.target.value })
            }
          >
            {(link.kind === "page"
              ? options(
                  targets.pages.map((page) => ({ value: page.path, label: `${page.title} (${page.address})` })),
                  link.path,
                )
              : link.kind === "article"
                ? options(
                    targets.articles.map((article) => ({ value: article.slug, label: article.title })),
                    link.slug,
                  )
                : options(
                    targets.tags.map((tag) => ({ value: tag.slug, label: tag.name })),
                    link.slug,
                  )
            ).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </div>
  );
}
