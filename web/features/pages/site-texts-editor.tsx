import { PREVIEW_PARAM, SITE_TEXTS_KEY, SITE_TEXTS_TITLE } from "../../../src/shared/pages/page-edits";
import type { SiteTextsEditorData } from "../../../src/shared/schemas/page-answers";
import { type SiteTexts, siteTextsSchema } from "../../../src/shared/pages/site-texts";
import { LoadError } from "../../components/ui/load-error";
import { EntryEditor, type EntryWords } from "./entry-editor";
import { useEditorData } from "./pages-api";
import { BlockFields } from "./schema-field";

const words: EntryWords = {
  crumb: SITE_TEXTS_TITLE,
  edited: "Testi modificati dallo staff",
  original: "Testi originali del sito",
  publishedOn: "pubblicati il",
  published: "Testi pubblicati",
  notPublished: "Testi non pubblicati",
  confirmOriginal:
    "Ripristinare i testi originali di intestazione e piè di pagina? Le modifiche pubblicate e la bozza non saranno più visibili (restano nelle versioni).",
  builtInChanged: "I testi originali di intestazione e piè di pagina sono cambiati con l'aggiornamento del programma",
  compare: "Confronta con i testi attuali",
  noVersions: "Nessuna versione: i testi non sono mai stati pubblicati dall'area riservata.",
};

/** Where staff see the draft texts: the home page, with a bar saying so. */
const PREVIEW_HREF = `/?${PREVIEW_PARAM}=${SITE_TEXTS_KEY}`;

function Editor({ data }: { data: SiteTextsEditorData }) {
  return (
    <EntryEditor
      data={data}
      schema={siteTextsSchema}
      words={words}
      heading={() => `Modifica: ${SITE_TEXTS_TITLE}`}
      previewHref={PREVIEW_HREF}
      notes={
        <p className="text-sm text-muted">
          La frase della missione appare nel piè di pagina di ogni pagina, le descrizioni sotto le voci dei menu Prodotti e
          Applicazioni. Nome, telefoni, indirizzo e gli altri dati aziendali si modificano in Impostazioni.
        </p>
      }
    >
      {(texts, setTexts) => (
        <section aria-labelledby="site-texts-title" className="card grid grid-cols-1 gap-3 p-5">
          <h2 id="site-texts-title" className="text-lg font-semibold text-ink">
            Testi
          </h2>
          <BlockFields schema={siteTextsSchema} value={texts} path={[]} onChange={(next) => setTexts(next as SiteTexts)} />
        </section>
      )}
    </EntryEditor>
  );
}

/** /admin/pagine/modifica?percorso=testi-sito: the header and footer texts that are not business facts, edited like a page. */
export function SiteTextsEditor() {
  const data = useEditorData<SiteTextsEditorData>(SITE_TEXTS_KEY);
  if (data.isPending) return <p role="status">Caricamento dei testi…</p>;
  if (data.isError)
    return <LoadError title="Impossibile caricare i testi" message={data.error.message} onRetry={() => void data.refetch()} />;
  return <Editor data={data.data} />;
}
