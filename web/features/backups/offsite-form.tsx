import { type FormEvent, useState } from "react";
import type { OffsiteView } from "../../../src/shared/backups";
import { offsiteSchema } from "../../../src/shared/schemas/backups";
import { fieldErrors } from "../../../src/shared/schemas/validation";
import { TextField } from "../../components/ui/text-field";
import { useUnsavedChanges } from "../../components/ui/unsaved-changes";
import { toastError, toastSuccess } from "../../lib/toast";
import { useRemoveOffsite, useSaveOffsite } from "./backups-api";

/** Where each new backup is copied off the machine: an S3-compatible bucket. The secret key is never shown again. */
export function OffsiteForm({ saved }: { saved: OffsiteView }) {
  const [values, setValues] = useState({
    endpoint: saved.endpoint,
    region: saved.region,
    bucket: saved.bucket,
    accessKeyId: saved.accessKeyId,
    secretAccessKey: "",
    prefix: saved.prefix,
    keep: String(saved.keep),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveOffsite();
  const remove = useRemoveOffsite();
  const { secretAccessKey, keep, ...kept } = values;
  useUnsavedChanges(
    secretAccessKey !== "" ||
      keep !== String(saved.keep) ||
      (Object.keys(kept) as (keyof typeof kept)[]).some((key) => kept[key] !== saved[key]),
  );
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const parsed = offsiteSchema.safeParse({ ...values, keep: values.keep.trim() === "" ? Number.NaN : Number(values.keep) });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    if (!parsed.data.secretAccessKey && !saved.hasSecret) {
      setErrors({ secretAccessKey: "Indica la chiave segreta" });
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => {
        setValues((v) => ({ ...v, secretAccessKey: "" }));
        toastSuccess("Copie fuori sede salvate", "Ogni nuovo backup verrà copiato nel bucket.");
      },
      onError: (error) => toastError("Copie fuori sede non salvate", error.message),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="card p-6">
      <h2 className="text-xl font-semibold text-ink">Copie fuori sede (S3)</h2>
      <p className="mt-1 text-sm text-muted">
        {saved.configured
          ? `Ogni nuovo backup viene copiato nel bucket ${saved.bucket}${saved.source === "ambiente" ? " (impostato dalle variabili S3_* del server)" : ""}; se lo storage non risponde si riprova, e l'elenco mostra lo stato di ogni copia.`
          : "Disattivate: indica uno storage compatibile S3 (AWS, Backblaze, Wasabi, MinIO...) per copiare ogni nuovo backup fuori da questa macchina."}
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField label="Indirizzo dello storage" value={values.endpoint} onChange={set("endpoint")} error={errors.endpoint} />
        <TextField label="Regione" value={values.region} onChange={set("region")} error={errors.region} />
        <TextField label="Bucket" value={values.bucket} onChange={set("bucket")} error={errors.bucket} />
        <TextField label="Prefisso dei file" value={values.prefix} onChange={set("prefix")} error={errors.prefix} />
        <TextField
          label="Chiave di accesso"
          autoComplete="off"
          value={values.accessKeyId}
          onChange={set("accessKeyId")}
          error={errors.accessKeyId}
        />
        <TextField
          label={saved.hasSecret ? "Chiave segreta (lascia vuoto per non cambiarla)" : "Chiave segreta"}
          type="password"
          autoComplete="new-password"
          value={values.secretAccessKey}
          onChange={set("secretAccessKey")}
          error={errors.secretAccessKey}
        />
        <TextField
          label="Copie da tenere nel bucket"
          inputMode="numeric"
          value={values.keep}
          onChange={set("keep")}
          error={errors.keep}
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
