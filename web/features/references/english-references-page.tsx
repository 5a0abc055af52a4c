import { ReferencesIn, referencesHandle, referencesLoader } from "./references-page";

export const loader = referencesLoader("en");
export const handle = referencesHandle("en");

/** /en/references: the references whose English version is published, with the same filters and map. */
export function EnglishReferencesPage() {
  return <ReferencesIn language="en" />;
}
