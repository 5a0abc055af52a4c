import { DocumentsIn, documentsHandle, documentsLoader } from "./documents-page";

export const loader = documentsLoader("en");
export const handle = documentsHandle("en");

/** /en/documents: the documents whose English title is published, by product and kind. */
export function EnglishDocumentsPage() {
  return <DocumentsIn language="en" />;
}
