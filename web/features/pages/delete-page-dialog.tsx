import { useId, useState } from "react";
import { SITE_TEXTS_KEY } from "../../../src/shared/pages/page-edits";
import type { CreatedPageItem } from "../../../src/shared/schemas/page-answers";
import { DialogClose, ModalDialog } from "../../components/ui/modal-dialog";
import { SelectField } from "../../components/ui/select-field";
import { toastSuccess } from "../../lib/toast";
import { useCreatedPages, useDeletePage, usePagesList } from "./pages-api";

/** One answer to what a deleted page's address becomes: a radio button, its name and what it means. */
function OutcomeChoice({
  checked,
  onChoose,
  title,
  text,
}: {
  checked: boolean;
  onChoose: () => void;
  title: string;
  text: string;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-2">
      <input id={id} type="radio" name="esito" checked={checked} onChange={onChoose} className="mt-1 accent-brand-600" />
      <label htmlFor={id} className="text-sm text-ink">
        <span className="font-medium">{title}</span>
        <span className="block text-xs text-muted">{text}</span>
      </label>
    </div>
  );
}

/**
 * Deleting a page staff created asks what its address becomes: 'non esiste più' (410), or a
 * permanent redirect (301) to another page of the site. The answer is written as a redirect rule.
 */
export function DeletePageDialog({ page, onClose }: { page: CreatedPageItem; onClose: () => void }) {
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
    <ModalDialog onClose={onClose} title={`Eliminare «${page.title}»?`} size="choice" layer="above">
      <fieldset className="mt-4 grid gap-3">
        <legend className="text-sm text-muted">Cosa diventa l'indirizzo {page.path}?</legend>
        <OutcomeChoice
          checked={outcome === "gone"}
          onChoose={() => setOutcome("gone")}
          title="Non esiste più (410)"
          text="I motori di ricerca la tolgono dai risultati."
        />
        <OutcomeChoice
          checked={outcome === "moved"}
          onChoose={() => setOutcome("moved")}
          title="Porta a un'altra pagina (301)"
          text="Chi ha il vecchio link arriva alla pagina scelta."
        />
        {outcome === "moved" ? (
          <SelectField
            label="Pagina di destinazione"
            value={target}
            onChange={(e) => setTarget(e.target.value)}
            emptyLabel="Scegli una pagina…"
            options={targets.map((t) => ({ value: t.path, label: `${t.title} (${t.path})` }))}
          />
        ) : null}
      </fieldset>
      {page.english ? (
        <p className="mt-3 text-sm text-ink" data-testid="english-deleted">
          Anche la versione inglese ({page.english.path}) viene eliminata: il suo indirizzo porta alla versione inglese della
          pagina di destinazione, se ne ha una, altrimenti risponde «non esiste più» (410).
        </p>
      ) : null}
      {remove.isError ? (
        <p role="alert" className="field-error mt-3">
          {remove.error.message}
        </p>
      ) : null}
      <div className="mt-6 flex justify-end gap-3">
        <DialogClose className="btn-secondary">Annulla</DialogClose>
        <button
          type="button"
          className="btn-danger"
          onClick={confirm}
          disabled={remove.isPending || (outcome === "moved" && target === "")}
        >
          Elimina la pagina
        </button>
      </div>
    </ModalDialog>
  );
}
