import { useMutation } from "@tanstack/react-query";
import { Check, Copy, Link2, Loader2 } from "../../components/ui/lucide-icons";
import { useId, useState } from "react";
import type { PreviewLinkAnswer } from "../../../src/shared/blog";
import { apiRequest, type ApiError } from "../../lib/api-client";
import { toastError } from "../../lib/toast";
import { formatRomeDateTime } from "./schedule-time";

/** 'Link di anteprima': a link that shows the article, as visitors will see it, to a colleague without an account (7 days). */
export function PreviewLink({ postId }: { postId: number }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const create = useMutation<PreviewLinkAnswer, ApiError>({
    mutationFn: () => apiRequest("POST", `/api/blog/${postId}/preview-link`),
    onError: (error) => toastError("Errore", error.message || "Impossibile creare il link di anteprima"),
  });
  const url = create.data ? `${window.location.origin}${create.data.path}` : "";
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      document.getElementById(id)?.focus();
    }
  };
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className="btn-secondary min-h-9 px-3 py-1.5"
          onClick={() => create.mutate()}
          disabled={create.isPending}
        >
          {create.isPending ? (
            <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <Link2 aria-hidden="true" className="size-4" />
          )}
          {create.data ? "Crea un nuovo link di anteprima" : "Crea link di anteprima"}
        </button>
        <p className="text-xs text-muted">Per far vedere l'articolo a chi non ha un account, anche prima della pubblicazione.</p>
      </div>
      {create.data ? (
        <div>
          <label htmlFor={id} className="text-sm text-muted">
            Link di anteprima (scade il {formatRomeDateTime(create.data.expires_at)})
          </label>
          <div className="mt-1 flex gap-2">
            <input id={id} readOnly value={url} className="field-input font-mono text-xs" onFocus={(e) => e.target.select()} />
            <button type="button" className="btn-secondary px-3" onClick={() => void copy()}>
              {copied ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
              {copied ? "Copiato" : "Copia"}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
