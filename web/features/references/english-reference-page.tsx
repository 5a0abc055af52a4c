import { ReferenceIn, referenceHandle, referenceLoader } from "./reference-page";

export const loader = referenceLoader("en");
export const handle = referenceHandle("en");

/** /en/references/{slug}: a case study in English, published on its own beside the Italian. */
export function EnglishReferencePage() {
  return <ReferenceIn language="en" />;
}
