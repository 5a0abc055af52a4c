import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import type { BlogBulk, BulkAnswer } from "../../../src/shared/schemas/blog-admin";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { apiRequest } from "../../lib/api-client";
import { toastError, toastSuccess } from "../../lib/toast";

const articles = (n: number) => (n === 1 ? "1 articolo" : `${n} articoli`);

const QUESTIONS: Record<BlogBulk["action"], (n: number, tag: string) => string> = {
  publish: (n) => `Pubblicare ${articles(n)}?`,
  unpublish: (n) => `Ritirare ${articles(n)}? Torneranno bozze e spariranno dal sito.`,
  "add-tag": (n, tag) => `Aggiungere il tag «${tag}» a ${articles(n)}?`,
  delete: (n) => `Eliminare ${articles(n)}? L'operazione non si può annullare.`,
};
const LABELS: Record<BlogBulk["action"], string> = {
  publish: "Pubblica",
  unpublish: "Ritira",
  "add-tag": "Aggiungi tag",
  delete: "Elimina",
};

/** What to do with the chosen articles: publish, withdraw, add a tag, delete; each asks first, naming the count. */
export function BulkBar({ ids, onDone }: { ids: number[]; onDone: () => void }) {
  const [action, setAction] = useState<BlogBulk["action"] | null>(null);
  const [tag, setTag] = useState("");
  const run = useMutation({
    mutationFn: (bulk: BlogBulk) => apiRequest<BulkAnswer>("POST", "/api/blog/admin/bulk", bulk),
  });
  if (ids.length === 0) return null;
  const confirm = () => {
    if (!action) return;
    const bulk: BlogBulk = action === "add-tag" ? { action, ids, tag } : { action, ids };
    run.mutate(bulk, {
      onSuccess: (answer) => {
        toastSuccess("Successo", `${articles(answer.changed)} ${answer.changed === 1 ? "aggiornato" : "aggiornati"}`);
        if (answer.missingAlt?.length) {
          toastError(
            "Non pubblicati: immagini senza testo alternativo",
            answer.missingAlt.map((title) => `«${title}»`).join(", "),
          );
        }
        setTag("");
        onDone();
      },
      onError: (error) => toastError("Errore", error.message),
      onSettled: () => setAction(null),
    });
  };
  return (
    <section
      aria-label="Azioni sugli articoli selezionati"
      className="card mt-4 flex flex-wrap items-end gap-3 p-4"
      data-testid="bulk-bar"
    >
      <p className="font-semibold text-ink" aria-live="polite">
        {ids.length === 1 ? "1 articolo selezionato" : `${ids.length} articoli selezionati`}
      </p>
      <button type="button" className="btn-secondary" onClick={() => setAction("publish")}>
        {LABELS.publish}
      </button>
      <button type="button" className="btn-secondary" onClick={() => setAction("unpublish")}>
        {LABELS.unpublish}
      </button>
      <div className="flex items-end gap-2">
        <div>
          <label htmlFor="bulk-tag" className="field-label">
            Tag da aggiungere
          </label>
          <input id="bulk-tag" className="field-input" value={tag} onChange={(e) => setTag(e.target.value)} />
        </div>
        <button type="button" className="btn-secondary" disabled={!tag.trim()} onClick={() => setAction("add-tag")}>
          {LABELS["add-tag"]}
        </button>
      </div>
      <button type="button" className="btn-danger" onClick={() => setAction("delete")}>
        {LABELS.delete}
      </button>
      <ConfirmDialog
        open={action !== null}
        message={action ? QUESTIONS[action](ids.length, tag.trim()) : ""}
        confirmLabel={action ? LABELS[action] : "Conferma"}
        pending={run.isPending}
        onConfirm={confirm}
        onCancel={() => setAction(null)}
      />
    </section>
  );
}
