import { SafeImage } from "./safe-image";

/** Cuts a text where search results would, at a word, with an ellipsis. */
function clip(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${space > max * 0.6 ? cut.slice(0, space) : cut}…`;
}

export interface SearchPreviewsProps {
  /** The address line of the search result ('example.it › blog › slug'). */
  crumbs: string;
  host: string;
  title: string;
  description: string;
  /** The link card's picture; the site's default when empty. */
  image: string;
  titleAdvice: number;
  descriptionAdvice: number;
}

/** What Google and link cards show of a page (an article, a page of the site), live as staff type. */
export function SearchPreviews({ crumbs, host, title, description, image, titleAdvice, descriptionAdvice }: SearchPreviewsProps) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section aria-label="Anteprima nei risultati di ricerca" className="rounded-lg bg-surface p-4" data-testid="search-snippet">
        <p className="text-xs font-semibold tracking-wide text-muted uppercase">Risultato di ricerca</p>
        <p className="mt-2 truncate text-xs text-slate-700">{crumbs}</p>
        <p className="mt-1 text-lg leading-snug text-[#1a0dab]">{clip(title, titleAdvice)}</p>
        <p className="mt-1 text-sm text-slate-700">{clip(description, descriptionAdvice)}</p>
      </section>
      <section aria-label="Anteprima della scheda di condivisione" className="rounded-lg bg-surface p-4" data-testid="link-card">
        <p className="text-xs font-semibold tracking-wide text-muted uppercase">Scheda di condivisione</p>
        <div className="mt-2 overflow-hidden rounded-lg border border-line bg-white">
          {image ? (
            <SafeImage src={image} alt="" className="aspect-[1200/630] w-full object-cover" />
          ) : (
            <div className="flex aspect-[1200/630] items-center justify-center bg-slate-100 text-xs text-muted">
              Immagine predefinita del sito
            </div>
          )}
          <div className="px-3 py-2">
            <p className="text-xs text-muted uppercase">{host}</p>
            <p className="font-semibold text-ink">{clip(title, 90)}</p>
            <p className="text-sm text-muted">{clip(description, 120)}</p>
          </div>
        </div>
      </section>
    </div>
  );
}
