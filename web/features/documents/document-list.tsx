import { documentFormatLabels, documentKinds, formatDocumentSize } from "../../../src/shared/documents";
import type { PublicDocument } from "../../../src/shared/schemas/document-answers";
import { useDictionary } from "../../content/dictionary";

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const dateFormat = (locale: string) => {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
    dateFormats.set(locale, format);
  }
  return format;
};

/** Where a document's link leads: the file itself, or the page that asks for contacts first. */
const documentHref = (d: PublicDocument) => (d.gated ? d.page : d.address);

/** One document: its title (the link), format, size, version and date; 'Richiede i tuoi contatti' when gated. */
function DocumentItem({ document: d }: { document: PublicDocument }) {
  const words = useDictionary().documents;
  const details = [
    `${documentFormatLabels[d.format]}, ${formatDocumentSize(d.size, words.locale)}`,
    d.version_label ? words.version(d.version_label) : "",
    d.document_date ? dateFormat(words.locale).format(new Date(`${d.document_date}T00:00:00Z`)) : "",
  ].filter(Boolean);
  return (
    <li className="card flex flex-col gap-1 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <a href={documentHref(d)} className="font-semibold text-brand-800 underline-offset-2 hover:underline">
          {d.title}
        </a>
        <p className="text-sm text-muted">{details.join(" · ")}</p>
      </div>
      {d.gated ? <p className="text-sm font-medium text-brand-700">{words.needsContacts}</p> : null}
    </li>
  );
}

/** The documents grouped by kind, each kind under its own heading of the level given. */
export function DocumentsByKind({ documents, level }: { documents: PublicDocument[]; level: 2 | 3 }) {
  const words = useDictionary().documents;
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <>
      {documentKinds.map((kind) => {
        const ofKind = documents.filter((d) => d.kind === kind);
        if (ofKind.length === 0) return null;
        return (
          <div key={kind} className="mt-6">
            <Heading className={level === 2 ? "text-2xl font-bold text-brand-900" : "text-lg font-semibold text-brand-900"}>
              {words.kinds[kind]}
            </Heading>
            <ul className="mt-3 grid gap-3">
              {ofKind.map((d) => (
                <DocumentItem key={d.slug} document={d} />
              ))}
            </ul>
          </div>
        );
      })}
    </>
  );
}
