import { type FormEvent, useState } from "react";
import type { BackupOverview } from "../../../src/shared/backups";
import { backupPolicySchema } from "../../../src/shared/schemas/backups";
import { fieldErrors } from "../../../src/shared/schemas/validation";
import { TextField } from "../../components/ui/text-field";
import { useUnsavedChanges } from "../../components/ui/unsaved-changes";
import { toastError, toastSuccess } from "../../lib/toast";
import { useSavePolicy } from "./backups-api";

type Policy = BackupOverview["policy"];

/** The daily backup's hour and how many automatic backups stay. */
export function PolicyForm({ saved }: { saved: Policy }) {
  const [values, setValues] = useState({
    hour: String(saved.hour),
    keepDaily: String(saved.keepDaily),
    keepWeekly: String(saved.keepWeekly),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSavePolicy();
  useUnsavedChanges(
    values.hour !== String(saved.hour) ||
      values.keepDaily !== String(saved.keepDaily) ||
      values.keepWeekly !== String(saved.keepWeekly),
  );
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));
  const number = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const parsed = backupPolicySchema.safeParse({
      hour: number(values.hour),
      keepDaily: number(values.keepDaily),
      keepWeekly: number(values.keepWeekly),
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: (answer) =>
        toastSuccess(
          "Pianificazione salvata",
          answer.pruned.length > 0 ? `Backup automatici non più conservati, eliminati: ${answer.pruned.length}.` : undefined,
        ),
      onError: (error) => toastError("Pianificazione non salvata", error.message),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="card p-6">
      <h2 className="text-xl font-semibold text-ink">Backup automatici</h2>
      <p className="mt-1 text-sm text-muted">
        Un backup al giorno all'ora indicata (ora del server) e uno prima di ogni aggiornamento. Quelli manuali, caricati o fatti
        prima di un aggiornamento restano finché non li elimini.
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-3">
        <TextField
          label="Ora del backup giornaliero (0-23)"
          inputMode="numeric"
          value={values.hour}
          onChange={set("hour")}
          error={errors.hour}
        />
        <TextField
          label="Backup giornalieri da tenere"
          inputMode="numeric"
          value={values.keepDaily}
          onChange={set("keepDaily")}
          error={errors.keepDaily}
        />
        <TextField
          label="Backup settimanali da tenere"
          inputMode="numeric"
          value={values.keepWeekly}
          onChange={set("keepWeekly")}
          error={errors.keepWeekly}
        />
      </div>
      <button type="submit" className="btn-primary mt-4" disabled={save.isPending}>
        {save.isPending ? "Salvataggio..." : "Salva pianificazione"}
      </button>
    </form>
  );
}
