import { useMutation, useQueryClient } from "@tanstack/react-query";
import { optionsOf, SelectField } from "../../../components/ui/select-field";
import { useFieldArray } from "react-hook-form";
import { gallerySectionLabels, gallerySections } from "../../../../src/shared/gallery-sections";
import { referenceProductKeys, referenceProducts } from "../../../../src/shared/references/reference-fields";
import type { ReferenceAdmin } from "../../../../src/shared/schemas/reference-answers";
import { type ReferenceInput, referenceInputSchema } from "../../../../src/shared/schemas/references";
import { ErrorNote } from "../../../components/ui/error-note";
import { Field } from "../../../components/ui/field";
import { MediaPickerButton } from "../../../components/ui/media-picker";
import { TextField } from "../../../components/ui/text-field";
import { useUnsavedChanges } from "../../../components/ui/unsaved-changes";
import { apiRequest } from "../../../lib/api-client";
import { showServerError, useSchemaForm } from "../../../lib/schema-form";
import { toastSuccess } from "../../../lib/toast";
import { REFERENCES_ADMIN_BASE } from "../api/get-references";
import { ComunePicker } from "./comune-picker";
import { NEW_REFERENCE, valuesOf } from "./editor-values";
import { PointMap } from "./point-map";

const optionalNumber = (value: unknown) => (value === "" || value === null || value === undefined ? null : Number(value));

/** The editor of one reference: every field of the case study, saved as a draft or published at once. */
export function ReferenceEditor({ reference, onDone }: { reference: ReferenceAdmin | null; onDone: () => void }) {
  const queryClient = useQueryClient();
  const form = useSchemaForm(referenceInputSchema, { defaultValues: reference ? valuesOf(reference) : NEW_REFERENCE });
  const { register, control, handleSubmit, setValue, watch, reset } = form;
  const { errors, isDirty } = form.formState;
  const { allowLeave } = useUnsavedChanges(isDirty);
  const figures = useFieldArray({ control, name: "figures" });
  const photos = useFieldArray({ control, name: "photos" });
  const save = useMutation({
    mutationFn: async ({ values, publish }: { values: ReferenceInput; publish: boolean }) => {
      const saved = await apiRequest<ReferenceAdmin>(
        reference ? "PUT" : "POST",
        reference ? `${REFERENCES_ADMIN_BASE}/${reference.id}` : REFERENCES_ADMIN_BASE,
        values,
      );
      return publish && saved.status !== "published"
        ? apiRequest<ReferenceAdmin>("POST", `${REFERENCES_ADMIN_BASE}/${saved.id}/publish`)
        : saved;
    },
    onSettled: () => queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith("/api/references") }),
  });
  const submit = (publish: boolean) =>
    handleSubmit((values) =>
      save.mutate(
        { values, publish },
        {
          onSuccess: (saved) => {
            reset(valuesOf(saved));
            allowLeave();
            toastSuccess(saved.status === "published" ? "Referenza pubblicata" : "Bozza salvata", saved.title);
            onDone();
          },
          onError: (error) => showServerError(form, error),
        },
      ),
    );
  const lat = watch("lat");
  const lng = watch("lng");

  return (
    <form noValidate onSubmit={submit(false)} className="card grid gap-6 p-6" aria-label="Referenza">
      <h2 className="text-xl font-semibold text-ink">{reference ? `Modifica: ${reference.title}` : "Nuova referenza"}</h2>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField label="Titolo" {...register("title")} error={errors.title?.message} />
        <TextField label="Slug" optional hint="Vuoto: ricavato dal titolo." {...register("slug")} error={errors.slug?.message} />
        <TextField label="Cliente" {...register("client")} error={errors.client?.message} />
        <label className="flex items-center gap-2 self-end pb-2 text-sm">
          <input type="checkbox" {...register("client_public")} /> Nome pubblicabile (se spento, i visitatori leggono per esempio
          'Ospedale in Lombardia')
        </label>
        <SelectField
          label="Settore"
          error={errors.sector?.message}
          options={optionsOf(gallerySections, gallerySectionLabels)}
          {...register("sector")}
        />
        <TextField label="Anno" type="number" {...register("year", { valueAsNumber: true })} error={errors.year?.message} />
        <TextField
          label="Posti auto gestiti"
          optional
          hint="Decide la dimensione nei filtri dell'elenco."
          type="number"
          {...register("spaces", { setValueAs: optionalNumber })}
          error={errors.spaces?.message}
        />
        <TextField
          label="Ordine"
          type="number"
          hint="Le referenze in evidenza vengono prima, poi quelle con il numero più basso."
          {...register("display_order", { valueAsNumber: true })}
          error={errors.display_order?.message}
        />
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" {...register("featured")} /> In evidenza (anche nella home page)
        </label>
      </div>

      <fieldset className="grid gap-4">
        <legend className="text-lg font-semibold text-ink">Luogo</legend>
        <ComunePicker
          code={watch("comune_code")}
          error={errors.comune_code?.message}
          onChoose={(comune) => {
            setValue("comune_code", comune.code, { shouldDirty: true, shouldValidate: true });
            if (comune.lat !== null && comune.lng !== null) {
              setValue("lat", comune.lat, { shouldDirty: true });
              setValue("lng", comune.lng, { shouldDirty: true });
            }
          }}
        />
        <p className="text-sm text-muted">
          Il punto parte dalle coordinate del comune; se il comune non le ha, o il parcheggio è altrove, spostalo sulla mappa.
        </p>
        <PointMap
          lat={lat}
          lng={lng}
          onMove={(newLat, newLng) => {
            setValue("lat", newLat, { shouldDirty: true, shouldValidate: true });
            setValue("lng", newLng, { shouldDirty: true, shouldValidate: true });
          }}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Latitudine"
            type="number"
            step="0.001"
            {...register("lat", { valueAsNumber: true })}
            error={errors.lat?.message}
          />
          <TextField
            label="Longitudine"
            type="number"
            step="0.001"
            {...register("lng", { valueAsNumber: true })}
            error={errors.lng?.message}
          />
        </div>
      </fieldset>

      <fieldset className="grid gap-3">
        <legend className="text-lg font-semibold text-ink">I numeri dell'impianto</legend>
        {figures.fields.map((field, index) => (
          <div key={field.id} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
            <TextField
              label={`Etichetta ${index + 1}`}
              {...register(`figures.${index}.label`)}
              error={errors.figures?.[index]?.label?.message}
            />
            <TextField
              label={`Valore ${index + 1}`}
              {...register(`figures.${index}.value`)}
              error={errors.figures?.[index]?.value?.message}
            />
            <button
              type="button"
              className="btn-secondary"
              onClick={() => figures.remove(index)}
              aria-label={`Togli il dato ${index + 1}`}
            >
              Togli
            </button>
          </div>
        ))}
        <ErrorNote error={errors.figures?.root ?? errors.figures} />
        <button
          type="button"
          className="btn-secondary justify-self-start"
          onClick={() => figures.append({ label: "", value: "" })}
        >
          Aggiungi un dato
        </button>
      </fieldset>

      <fieldset>
        <legend className="text-lg font-semibold text-ink">Prodotti utilizzati</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-3">
          {referenceProductKeys.map((key) => (
            <label key={key} className="flex items-center gap-2 text-sm">
              <input type="checkbox" value={key} {...register("products")} /> {referenceProducts[key]}
            </label>
          ))}
        </div>
      </fieldset>

      {(["challenge", "solution", "result"] as const).map((name) => (
        <Field
          key={name}
          label={{ challenge: "La sfida", solution: "La soluzione", result: "Il risultato" }[name]}
          hint="Markdown: **grassetto**, elenchi con -, collegamenti [testo](indirizzo)."
          error={errors[name]?.message}
        >
          {(c) => <textarea className="field-input min-h-28" {...c} {...register(name)} />}
        </Field>
      ))}

      <fieldset className="grid gap-4 md:grid-cols-3">
        <legend className="text-lg font-semibold text-ink">Citazione</legend>
        <Field label="Testo" optional error={errors.quote_text?.message}>
          {(c) => <textarea className="field-input" {...c} {...register("quote_text")} />}
        </Field>
        <TextField label="Nome" optional {...register("quote_name")} error={errors.quote_name?.message} />
        <TextField label="Ruolo" optional {...register("quote_role")} error={errors.quote_role?.message} />
      </fieldset>

      <fieldset className="grid gap-3">
        <legend className="text-lg font-semibold text-ink">Foto</legend>
        {photos.fields.map((field, index) => (
          <div key={field.id} className="grid gap-3 sm:grid-cols-[6rem_1fr_auto] sm:items-end">
            <img src={watch(`photos.${index}.url`)} alt="" className="h-16 w-24 rounded object-cover" />
            <TextField
              label={`Testo alternativo della foto ${index + 1}`}
              {...register(`photos.${index}.alt`)}
              error={errors.photos?.[index]?.alt?.message ?? errors.photos?.[index]?.url?.message}
            />
            <button
              type="button"
              className="btn-secondary"
              onClick={() => photos.remove(index)}
              aria-label={`Togli la foto ${index + 1}`}
            >
              Togli
            </button>
          </div>
        ))}
        <div>
          <MediaPickerButton
            label="Aggiungi una foto dalla libreria"
            onPick={(item) => photos.append({ url: item.url, alt: item.alt })}
          />
        </div>
      </fieldset>

      <ErrorNote error={errors.root?.server} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-secondary" disabled={save.isPending}>
          {reference?.status === "published" ? "Salva" : "Salva la bozza"}
        </button>
        {reference?.status !== "published" ? (
          <button type="button" className="btn-primary" disabled={save.isPending} onClick={submit(true)}>
            Salva e pubblica
          </button>
        ) : null}
        <button type="button" className="btn-secondary" onClick={onDone}>
          Chiudi
        </button>
      </div>
    </form>
  );
}
