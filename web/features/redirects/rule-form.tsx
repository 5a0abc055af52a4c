import { type FormEvent, useEffect, useRef, useState } from "react";
import { REDIRECT_CODES, type RedirectCode, redirectCodeLabels } from "../../../src/shared/schemas/redirects";
import { useUnsavedChanges } from "../../components/ui/unsaved-changes";
import { toastSuccess } from "../../lib/toast";
import { type RuleDraft, useSaveRule } from "./redirects-api";

export const EMPTY_DRAFT: RuleDraft = { source: "", target: "", code: 301 };

interface RuleFormProps {
  /** The rule being edited (null: a new one) and its starting values. */
  editing: { id: number | null; draft: RuleDraft; focusTarget?: boolean };
  onDone: () => void;
}

/** Writes one rule: old address (exact or ending in *), destination, code. The server settles chains and refuses loops. */
export function RuleForm({ editing, onDone }: RuleFormProps) {
  const [draft, setDraft] = useState<RuleDraft>(editing.draft);
  const save = useSaveRule();
  useUnsavedChanges(JSON.stringify(draft) !== JSON.stringify(editing.draft));
  const targetRef = useRef<HTMLInputElement>(null);
  const sourceRef = useRef<HTMLInputElement>(null);

  const { reset } = save;
  useEffect(() => {
    setDraft(editing.draft);
    reset();
    if (editing.focusTarget) targetRef.current?.focus();
    else if (editing.id !== null) sourceRef.current?.focus();
  }, [editing, reset]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { id: editing.id, draft },
      {
        onSuccess: (rule) => {
          toastSuccess(
            editing.id === null ? "Reindirizzamento creato" : "Reindirizzamento aggiornato",
            `${rule.source} → ${rule.target ?? "410"}`,
          );
          setDraft(EMPTY_DRAFT);
          onDone();
        },
      },
    );
  };
  const set = (patch: Partial<RuleDraft>) => setDraft((d) => ({ ...d, ...patch }));

  return (
    <form
      onSubmit={onSubmit}
      className="card grid gap-4 p-6 md:grid-cols-[2fr_2fr_1fr_auto] md:items-end"
      aria-label="Regola di reindirizzamento"
    >
      <div>
        <label htmlFor="redirect-source" className="field-label">
          Vecchio indirizzo
        </label>
        <input
          id="redirect-source"
          ref={sourceRef}
          className="field-input"
          value={draft.source}
          onChange={(e) => set({ source: e.target.value })}
          placeholder="/vecchia-pagina oppure /vecchio/*"
          aria-describedby="redirect-source-hint"
          required
        />
        <p id="redirect-source-hint" className="mt-1 text-xs text-muted">
          Con * alla fine vale per ogni indirizzo che inizia così.
        </p>
      </div>
      <div>
        <label htmlFor="redirect-target" className="field-label">
          Nuova destinazione
        </label>
        <input
          id="redirect-target"
          ref={targetRef}
          className="field-input"
          value={draft.code === 410 ? "" : draft.target}
          onChange={(e) => set({ target: e.target.value })}
          placeholder={draft.code === 410 ? "Nessuna: l'indirizzo non esiste più" : "/nuova-pagina oppure https://…"}
          disabled={draft.code === 410}
          aria-describedby="redirect-target-hint"
        />
        <p id="redirect-target-hint" className="mt-1 text-xs text-muted">
          Un indirizzo del sito (/…) o https://. Con * alla fine riceve il resto del vecchio indirizzo.
        </p>
      </div>
      <div>
        <label htmlFor="redirect-code" className="field-label">
          Tipo
        </label>
        <select
          id="redirect-code"
          className="field-input"
          value={draft.code}
          onChange={(e) => set({ code: Number(e.target.value) as RedirectCode })}
        >
          {REDIRECT_CODES.map((code) => (
            <option key={code} value={code}>
              {redirectCodeLabels[code]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex gap-2 pb-5">
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {editing.id === null ? "Aggiungi" : "Salva"}
        </button>
        {editing.id !== null ? (
          <button type="button" className="btn-secondary" onClick={onDone}>
            Annulla
          </button>
        ) : null}
      </div>
      {save.isError ? (
        <p role="alert" className="text-sm text-danger-700 md:col-span-4">
          {save.error.message}
        </p>
      ) : null}
    </form>
  );
}
