import * as Dialog from "@radix-ui/react-dialog";
import { useId, useState } from "react";
import { SITE_TEXTS_KEY } from "../../../src/shared/pages/page-edits";
import type { CreatedPageItem } from "../../../src/shared/schemas/page-answers";
import { toastSuccess } from "../../lib/toast";
import { useCreatedPages, useDeletePage, usePagesList } from "./pages-api";

/**
 * Deleting a page staff created asks what its address becomes: 'non esiste più' (410), or a
 * permanent redirect (301) to another page of the site. The answer is written as a redirect rule.
 */
export function DeletePageDialog({ page, onClose }: { page: CreatedPageItem; onClose: () => void }) {
  const ids = { gone: useId(), moved: useId(), target: useId() };
  const [outcome, setOutcome] = useState<"gone" | "moved">("gone");
  const [target, setTarget] = useState("");
  const builtIn = usePagesList();
  const created = useCreatedPages();
  const remove = useDeletePage();
  const targets = [
    ...(builtIn.data ?? []).filter((p) => p.path !== SITE_TEXTS_KEY).map((p) => ({ path: p.path, title: p.title })),
    ...(created.data ?? []).filter((p) => p.status === "pubblicata" && p.path !== page.path),
  ];

  const confirm = () => {
    const deletion = outcome === "gone" ? { outcome } : { outcome, target };
    remove.mutate(
      { path: page.path, deletion },
      {
        onSuccess: () => {
          toastSuccess(
            "Pagina eliminata",
            outcome === "gone" ? `${page.path} risponde 'non esiste più' (410)` : `${page.path} porta a ${target}`,
          );
          onClose();
        },
      },
    );
  };

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[80] bg-slate-900/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed top-1/2 left-1/2 z-[81] w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="text-lg font-semibold text-ink">Eliminare «{page.title}»?</Dialog.Title>
          <fieldset className="mt-4 grid gap-3">
            <legend className="text-sm text-muted">Cosa diventa l'indirizzo {page.path}?</legend>
            <div className="flex items-start gap-2">
              <input
                id={ids.gone}
                type="radio"
                name="esito"
                checked={outcome === "gone"}
                onChange={() => setOutcome("gone")}
                className="mt-1 accent-brand-600"
              />
              <label htmlFor={ids.gone} className="text-sm text-ink">
                <span className="font-medium">Non esiste più (410)</span>
                <span className="block text-xs text-muted">I motori di ricerca la tolgono dai risultati.</span>
              </label>
            </div>
            <div className="flex items-start gap-2">
              <input
                id={ids.moved}
                type="radio"
                name="esito"
                checked={outcome === "moved"}
                onChange={() => setOutcome("moved")}
                className="mt-1 accent-brand-600"
              />
              <label htmlFor={ids.moved} className="text-sm text-ink">
                <span className="font-medium">Porta a un'altra pagina (301)</span>
                <span className="block text-xs text-muted">Chi ha il vecchio link arriva alla pagina scelta.</span>
              </label>
            </div>
            {outcome === "moved" ? (
              <div>
                <label htmlFor={ids.target} className="field-label">
                  Pagina di destinazione
                </label>
                <select id={ids.target} className="field-input" value={target} onChange={(e) => setTarget(e.target.value)}>
                  <option value="">Scegli una pagina…</option>
                  {targets.map((t) => (
                    <option key={t.path} value={t.path}>
                      {t.title} ({t.path})
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
          </fieldset>
          {remove.isError ? (
            <p role="alert" className="field-error mt-3">
              {remove.error.message}
            </p>
          ) : null}
          <div className="mt-6 flex justify-end gap-3">
            <Dialog.Close className="btn-secondary">Annulla</Dialog.Close>
            <button
              type="button"
              className="btn-danger"
              onClick={confirm}
              disabled={remove.isPending || (outcome === "moved" && target === "")}
            >
              Elimina la pagina
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
