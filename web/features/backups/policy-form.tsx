import type { BackupOverview } from "../../../src/shared/backups";
import { backupPolicySchema } from "../../../src/shared/schemas/backups";
import { TextField } from "../../components/ui/text-field";
import { useUnsavedChanges } from "../../components/ui/unsaved-changes";
import { useSchemaForm } from "../../lib/schema-form";
import { toastError, toastSuccess } from "../../lib/toast";
import { useSavePolicy } from "./backups-api";

type Policy = BackupOverview["policy"];

/** The daily backup's hour and how many automatic backups stay. */
export function PolicyForm({ saved }: { saved: Policy }) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useSchemaForm(backupPolicySchema, {
    defaultValues: { hour: saved.hour, keep_daily: saved.keep_daily, keep_weekly: saved.keep_weekly },
  });
  const save = useSavePolicy();
  useUnsavedChanges(isDirty);
  const number = { valueAsNumber: true } as const;

  const onSubmit = handleSubmit((policy) =>
    save.mutate(policy, {
      onSuccess: (answer) => {
        reset(policy);
        toastSuccess(
          "Pianificazione salvata",
          answer.pruned.length > 0 ? `Backup automatici non più conservati, eliminati: ${answer.pruned.length}.` : undefined,
        );
      },
      onError: (error) => toastError("Pianificazione non salvata", error.message),
    }),
  );

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
          {...register("hour", number)}
          error={errors.hour?.message}
        />
        <TextField
          label="Backup giornalieri da tenere"
          inputMode="numeric"
          {...register("keep_daily", number)}
          error={errors.keep_daily?.message}
        />
        <TextField
          label="Backup settimanali da tenere"
          inputMode="numeric"
          {...register("keep_weekly", number)}
          error={errors.keep_weekly?.message}
        />
      </div>
      <button type="submit" className="btn-primary mt-4" disabled={save.isPending}>
        {save.isPending ? "Salvataggio..." : "Salva pianificazione"}
      </button>
    </form>
  );
}
