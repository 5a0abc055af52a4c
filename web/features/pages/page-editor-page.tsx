import { Lightbulb } from "../../components/ui/lucide-icons";
import { EditingPresenceNote } from "../../components/ui/editing-presence-note";
import { useEditingPresence } from "../../lib/editing-presence";
import { lazy, Suspense, useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { FIGURE_HINTS } from "../../../src/shared/pages/figure-hints";
import { PREVIEW_PARAM, SITE_TEXTS_KEY } from "../../../src/shared/pages/page-edits";
import type { PageEditorData } from "../../../src/shared/schemas/page-answers";
import { type PageContent, pageContentSchema, pageMetaSchema } from "../../../src/shared/pages/page-schema";
import { isContentPagePath } from "../../../src/shared/pages/site-links";
import { LoadError } from "../../components/ui/load-error";
import { SEO_ADVICE } from "../../../src/shared/blog-messages";
import { SearchPreviews } from "../../components/ui/search-previews";
import { SchedulePanel } from "./schedule-panel";
import { useMediaQuery } from "../../lib/use-media-query";
import { useBlockFocus } from "./block-focus";
import { BlocksEditor } from "./blocks-editor";
import { OutlineJump } from "./outline-jump";
import { EntryEditor, type EntryWords, startingContent } from "./entry-editor";
import { useEditorData } from "./pages-api";
import { BlockFields } from "./schema-field";
import { SiteTextsEditor } from "./site-texts-editor";
import { PageTranslationPanel } from "./page-translation-panel";
import { TranslationSourceContext, translationSource } from "./translation-source";

/** The preview draws the page with every kind of block the site has: it loads after the form, beside or below it. */
const PagePreview = lazy(async () => ({ default: (await import("./page-preview")).PagePreview }));

const keysFor = (content: PageContent) => content.blocks.map((_, index) => `blocco-${index}`);

/** The words of a page staff created: it has no built-in text, but the template it started from. */
const createdPageWords = (path: string): EntryWords => ({
  crumb: path,
  edited: "Pagina pubblicata",
  original: "Pagina non ancora pubblicata: i visitatori ricevono «pagina non trovata»",
  publishedOn: "pubblicata il",
  published: "Pagina pubblicata",
  notPublished: "Pagina non pubblicata",
  confirmOriginal:
    "Pubblicare di nuovo il contenuto iniziale del modello? La versione pubblicata ora resta nelle versioni e la bozza viene scartata.",
  builtInChanged: "Il modello di questa pagina è cambiato",
  compare: "Confronta con la pagina attuale",
  noVersions: "Nessuna versione: la pagina non è mai stata pubblicata.",
});

/** 'Ricerca e condivisione': the page's head as search results and link cards will show it. */
function PageSeoPreview({ path, meta }: { path: string; meta: PageContent["meta"] }) {
  const host = typeof window === "undefined" ? "" : window.location.host;
  const crumbs = [host, ...path.split("/").filter(Boolean)].join(" › ");
  return (
    <SearchPreviews
      crumbs={crumbs}
      host={host}
      title={meta.title}
      description={meta.description}
      image={meta.image ?? ""}
      titleAdvice={SEO_ADVICE.title}
      descriptionAdvice={SEO_ADVICE.description}
    />
  );
}

const pageWords = (path: string): EntryWords => ({
  crumb: path,
  edited: "Pagina modificata dallo staff",
  original: "Testo originale del sito",
  publishedOn: "pubblicata il",
  published: "Pagina pubblicata",
  notPublished: "Pagina non pubblicata",
  confirmOriginal:
    "Ripristinare il testo originale di questa pagina? Le modifiche pubblicate e la bozza non saranno più visibili (restano nelle versioni).",
  builtInChanged: "Il testo originale di questa pagina è cambiato con l'aggiornamento del programma",
  compare: "Confronta con la pagina attuale",
  noVersions: "Nessuna versione: la pagina non è mai stata pubblicata dall'area riservata.",
});

function FigureHints({ path }: { path: string }) {
  const hints = FIGURE_HINTS[path] ?? [];
  if (hints.length === 0) return null;
  return (
    <aside aria-labelledby="hints-title" className="rounded-lg border border-brand-200 bg-brand-50 p-4 text-sm">
      <h2 id="hints-title" className="flex items-center gap-2 font-semibold text-ink">
        <Lightbulb aria-hidden="true" className="size-4" />
        Numeri collegati ad altre pagine
      </h2>
      <ul className="mt-2 list-disc pl-5 text-ink">
        {hints.map((hint) => (
          <li key={hint}>{hint}</li>
        ))}
      </ul>
    </aside>
  );
}

/** From this width (Tailwind's xl) the preview sits beside the form; below, under it. */
const PREVIEW_BESIDE = "(min-width: 80rem)";

function PageEditor({ path, data }: { path: string; data: PageEditorData }) {
  const [keys, setKeys] = useState<string[]>(() => keysFor(startingContent(data)));
  const focus = useBlockFocus(keys.slice(0, 2));
  const wide = useMediaQuery(PREVIEW_BESIDE);
  const editing = focus.active === null ? -1 : keys.indexOf(focus.active);
  const others = useEditingPresence("pages", path);
  const { translation } = data;
  const source = useMemo(
    () => (translation ? translationSource(translation.original, translation.outdated) : null),
    [translation],
  );
  // A translation's texts sit beside their Italian: the form takes the width, the preview follows it.
  const beside = wide && !source;
  return (
    <EntryEditor
      data={data}
      schema={pageContentSchema}
      words={data.created ? createdPageWords(path) : pageWords(path)}
      heading={(content) => (translation ? `Traduzione inglese: ${content.meta.title}` : `Modifica: ${content.meta.title}`)}
      previewHref={`${path}?${PREVIEW_PARAM}`}
      onLoad={(next) => setKeys(keysFor(next))}
      actions={<OutlineJump />}
      notes={
        <>
          <EditingPresenceNote others={others} what="questa pagina" />
          <PageTranslationPanel data={data} title={startingContent(data).meta.title} />
          <FigureHints path={path} />
          <SchedulePanel data={data} />
        </>
      }
    >
      {(content, setContent) => (
        // On a wide screen the form and the preview side by side: the form scrolls with the page, the preview stays in
        // view under the actions bar and scrolls on its own.
        <TranslationSourceContext.Provider value={source}>
          <div className={`grid grid-cols-1 items-start gap-6 ${beside ? "xl:grid-cols-2" : ""}`}>
            <div className="grid grid-cols-1 gap-6">
              <section aria-labelledby="meta-title" className="card grid grid-cols-1 gap-3 p-4">
                <h2 id="meta-title" className="text-lg font-semibold text-ink">
                  Intestazione della pagina
                </h2>
                <BlockFields
                  schema={pageMetaSchema}
                  value={content.meta}
                  path={["meta"]}
                  onChange={(meta) => setContent({ ...content, meta: meta as PageContent["meta"] })}
                />
                <PageSeoPreview path={path} meta={content.meta} />
              </section>
              <BlocksEditor
                blocks={content.blocks}
                keys={keys}
                focus={focus}
                onChange={(blocks, nextKeys) => {
                  setContent({ ...content, blocks });
                  setKeys(nextKeys);
                }}
              />
            </div>
            <Suspense fallback={null}>
              <PagePreview
                page={{ ...data.frame, ...content }}
                beside={beside}
                editing={editing < 0 ? null : editing}
                onPick={(index) => {
                  const key = keys[index];
                  if (key) focus.jumpTo(key, "first-field");
                }}
              />
            </Suspense>
          </div>
        </TranslationSourceContext.Provider>
      )}
    </EntryEditor>
  );
}

function PageEditorLoader({ path }: { path: string }) {
  const data = useEditorData<PageEditorData>(path);
  if (data.isPending) return <p role="status">Caricamento della pagina…</p>;
  if (data.isError)
    return <LoadError title="Impossibile caricare la pagina" message={data.error.message} onRetry={() => void data.refetch()} />;
  return <PageEditor key={path} path={path} data={data.data} />;
}

/** /admin/pagine/modifica?percorso=/…: one marketing page's editor, or (percorso=testi-sito) the header and footer texts'. */
export function PageEditorPage() {
  const [search] = useSearchParams();
  const path = search.get("percorso") ?? "";
  if (path === SITE_TEXTS_KEY) return <SiteTextsEditor />;
  // A built-in page, or (any other address) a page staff created: the server says whether it exists.
  if (!isContentPagePath(path) && !path.startsWith("/")) {
    return (
      <div role="alert" className="card p-6">
        <p className="font-semibold text-ink">Pagina non trovata</p>
        <Link to="/admin/pagine" className="mt-3 inline-block text-brand-700 underline">
          Torna all'elenco delle pagine
        </Link>
      </div>
    );
  }
  return <PageEditorLoader path={path} />;
}
