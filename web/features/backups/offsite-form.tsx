import type { OffsiteView } from "../../../src/shared/backups";
import { offsiteSchema } from "../../../src/shared/schemas/backups";
import { TextField } from "../../components/ui/text-field";
import { useUnsavedChanges } from "../../components/ui/unsaved-changes";
import { serverErrorOnField, useSchemaForm } from "../../lib/schema-form";
import { toastError, toastSuccess } from "../../lib/toast";
import { useRemoveOffsite, useSaveOffsite } from "./backups-api";

/** Where each new backup is copied off the machine: an S3-compatible bucket. The secret key is never shown again. */
export function OffsiteForm({ saved }: { saved: OffsiteView }) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    getValues,
    formState: { errors, isDirty },
  } = useSchemaForm(offsiteSchema, {
    defaultValues: {
      endpoint: saved.endpoint,
      region: saved.region,
      bucket: saved.bucket,
      access_key_id: saved.access_key_id,
      secret_access_key: "",
      prefix: saved.prefix,
      keep: saved.keep,
    },
  });
  const save = useSaveOffsite();
  const remove = useRemoveOffsite();
  useUnsavedChanges(isDirty);

  const onSubmit = handleSubmit((offsite) => {
    if (!offsite.secret_access_key && !saved.has_secret) {
      setError("secret_access_key", { message: "Indica la chiave segreta" }, { shouldFocus: true });
      return;
    }
    save.mutate(offsite, {
      onSuccess: () => {
        reset({ ...offsite, secret_access_key: "" });
        toastSuccess("Copie fuori sede salvate", "Ogni nuovo backup verrà copiato nel bucket.");
      },
      // A refused address is said under the address field.
      onError: (error) =>
        serverErrorOnField({ setError, getValues }, error) || toastError("Copie fuori sede non salvate", error.message),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="card p-6">
      <h2 className="text-xl font-semibold text-ink">Copie fuori sede (S3)</h2>
      <p className="mt-1 text-sm text-muted">
        {saved.configured
          ? `Ogni nuovo backup viene copiato nel bucket ${saved.bucket}${saved.source === "ambiente" ? " (impostato dalle variabili S3_* del server)" : ""}; se lo storage non risponde si riprova, e l'elenco mostra lo stato di ogni copia.`
          : "Disattivate: indica uno storage compatibile S3 (AWS, Backblaze, Wasabi, MinIO...) per copiare ogni nuovo backup fuori da questa macchina."}
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField label="Indirizzo dello storage" {...register("endpoint")} error={errors.endpoint?.message} />
        <TextField label="Regione" {...register("region")} error={errors.region?.message} />
        <TextField label="Bucket" {...register("bucket")} error={errors.bucket?.message} />
        <TextField label="Prefisso dei file" {...register("prefix")} error={errors.prefix?.message} />
        <TextField
          label="Chiave di accesso"
          autoComplete="off"
          {...register("access_key_id")}
          error={errors.access_key_id?.message}
        />
        <TextField
          label={saved.has_secret ? "Chiave segreta (lascia vuoto per non cambiarla)" : "Chiave segreta"}
          type="password"
          autoComplete="new-password"
          {...register("secret_access_key")}
          error={errors.secret_access_key?.message}
        />
        <TextField
          label="Copie da tenere nel bucket"
          inputMode="numeric"
          {...register("keep", { valueAsNumber: true })}
          error={errors.keep?.message}
        />
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {save.isPending ? "Salvataggio..." : "Salva copie fuori sede"}
        </button>
        {saved.source === "pagina" ? (
          <button
            type="button"
            className="btn-secondary"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => toastSuccess("Copie fuori sede disattivate"),
                onError: (error) => toastError("Copie fuori sede non disattivate", error.message),
              })
            }
          >
            Disattiva
          </button>
        ) : null}
      </div>
    </form>
  );
}
