import { DocumentIn, documentHandle, documentLoader } from "./document-page";

export const loader = documentLoader("en");
export const handle = documentHandle("en");

/** /en/documents/{slug}: a document under its English title; the file is the document's own. */
export function EnglishDocumentPage() {
  return <DocumentIn language="en" />;
}
