import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import type { DocumentTranslationStates } from "../../../src/shared/document-translations";
import type { DocumentAdmin } from "../../../src/shared/schemas/document-answers";
import { apiRequest } from "../../lib/api-client";
import { toastError } from "../../lib/toast";

// What the documents' list shows and does about each document's English, without the editor's form and its checks.

type State = DocumentTranslationStates["items"][number] | undefined;

/** Every read of the documents' API, the translations' included, is read again after a write. */
export const refreshDocuments = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith("/api/documents") });

/** A document's English version as the list shows it: none yet, a draft or published, and whether it fell out of date. */
export function EnglishState({ state }: { state: State }) {
  if (!state) return <span className="text-muted">Non tradotto</span>;
  return (
    <span data-testid="english-state">
      {state.status === "published" ? "Pubblicato" : "Bozza"}
      {state.outdated ? (
        <span className="ml-2 rounded-full bg-amber-200 px-2 py-0.5 text-xs font-semibold text-amber-950">Da aggiornare</span>
      ) : null}
    </span>
  );
}

/** 'Traduci in inglese': makes the English version when there is none, then opens it. */
export function useTranslate(onOpen: (id: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ document, state }: { document: DocumentAdmin; state: State }) => {
      if (!state) await apiRequest("POST", `/api/documents/${document.id}/translations/en`);
      return document;
    },
    onSuccess: (document) => onOpen(document.id),
    onError: (error) => toastError("Operazione non riuscita", error.message),
    onSettled: () => refreshDocuments(queryClient),
  });
}
