import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { StaffPostDetail } from "../../../src/shared/blog";
import { apiRequest, type ApiError } from "../../lib/api-client";
import { toastError } from "../../lib/toast";

/**
 * The article's other language, above the editor: an Italian original offers its English version (made
 * here as a draft the first time), a translation leads back to its Italian. Switching waits for a save.
 */
export function TranslationBar({
  post,
  originalTitle,
  dirty,
  onOpen,
}: {
  post: StaffPostDetail;
  originalTitle: string | null;
  dirty: boolean;
  onOpen: (id: number) => void;
}) {
  const queryClient = useQueryClient();
  const translate = useMutation<StaffPostDetail, ApiError, number>({
    mutationFn: (id) => apiRequest("POST", `/api/blog/${id}/translations`, { language: "en" }),
    onSuccess: (created) => {
      void queryClient.invalidateQueries({ queryKey: ["/api/blog"] });
      onOpen(created.id);
    },
    onError: (error) => toastError("Errore", error.message),
  });
  const english = post.translations.find((translation) => translation.language === "en");
  const hint = dirty ? "Salva o annulla le modifiche prima di passare all'altra lingua." : null;

  let text: string;
  let action: { label: string; run: () => void } | null = null;
  if (post.translation_of !== null) {
    text = originalTitle ? `Versione inglese di «${originalTitle}»` : "Versione inglese di un articolo italiano";
    const originalId = post.translation_of;
    action = { label: "Apri l'originale italiano", run: () => onOpen(originalId) };
  } else if (post.language !== "it") {
    text = "Articolo solo in inglese";
  } else if (english) {
    text = "Questo articolo ha una versione inglese";
    action = { label: "Apri la versione inglese", run: () => onOpen(english.id) };
  } else {
    text = "Questo articolo è solo in italiano";
    action = { label: "Traduci in inglese", run: () => translate.mutate(post.id) };
  }

  return (
    <div
      className="mx-6 mt-3 flex flex-wrap items-center gap-3 rounded-lg bg-surface px-4 py-2 text-sm"
      data-testid="translation-bar"
    >
      <span className="font-semibold text-ink">{text}</span>
      {action ? (
        <button
          type="button"
          className="btn-secondary"
          onClick={action.run}
          disabled={dirty || translate.isPending}
          aria-describedby={hint ? "translation-bar-hint" : undefined}
        >
          {action.label}
        </button>
      ) : null}
      {hint && action ? (
        <span id="translation-bar-hint" className="text-xs text-muted">
          {hint}
        </span>
      ) : null}
    </div>
  );
}
