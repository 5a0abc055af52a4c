import { useState } from "react";
import { DialogClose, ModalDialog } from "../../components/ui/modal-dialog";
import { Link } from "react-router-dom";
import type { MediaItem } from "../../../src/shared/schemas/media-answers";
import { mediaPlaceLabels } from "../../../src/shared/media-places";
import { mediaUpdateSchema } from "../../../src/shared/schemas/media";
import { AltTextField } from "../../components/ui/alt-text-field";
import { BesideOriginalField } from "../../components/ui/beside-original";
import { staffLanguageName } from "../../../src/shared/language-names";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { thumbnailOf } from "../../components/ui/media-picker";
import { TextField } from "../../components/ui/text-field";
import { useUnsavedChanges } from "../../components/ui/unsaved-changes";
import { formatAdminDateTime } from "../../lib/dates";
import { messageOf, showServerError, useSchemaForm } from "../../lib/schema-form";
import { toastError, toastSuccess } from "../../lib/toast";
import { useDeleteMedia, useUpdateMedia } from "./media-api";

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString("it-IT")} KB`;

/** One picture: its renditions, where it is used (with links), its name and alt text, and deletion when unused. */
export function MediaDetails({ item, onClose }: { item: MediaItem; onClose: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateMedia();
  const remove = useDeleteMedia();
  const form = useSchemaForm(mediaUpdateSchema, {
    defaultValues: {
      name: item.name,
      alt: item.alt,
      decorative: item.decorative,
      translations: item.translations.map(({ language, alt }) => ({ language, alt })),
    },
  });
  const { register, handleSubmit, setValue, watch, reset } = form;
  const { errors, isDirty } = form.formState;
  useUnsavedChanges(isDirty);
  const [alt, decorative] = watch(["alt", "decorative"]);

  const onSubmit = handleSubmit((input) =>
    update.mutate(
      { id: item.id, input },
      {
        onSuccess: () => {
          reset(input);
          toastSuccess("Immagine aggiornata", input.name);
        },
        onError: (error) => showServerError(form, error),
      },
    ),
  );
  const onDelete = () =>
    remove.mutate(item.id, {
      onSuccess: () => {
        toastSuccess("Immagine eliminata", item.name);
        onClose();
      },
      onError: (error) => toastError("Errore", error.message),
      onSettled: () => setConfirming(false),
    });

  return (
    <ModalDialog onClose={onClose} title={item.name} size="details" layer="editor">
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <div>
          <img
            src={thumbnailOf(item, 640)}
            alt={item.decorative ? "" : item.alt}
            width={item.width}
            height={item.height}
            className="h-auto w-full rounded-lg bg-surface"
          />
          <h3 className="mt-4 font-semibold text-ink">Dimensioni</h3>
          <ul className="mt-1 text-sm text-muted">
            {item.variants.map((v) => (
              <li key={v.url}>
                <a href={v.url} target="_blank" rel="noreferrer" className="text-brand-700 underline">
                  {v.width} × {v.height}
                </a>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-sm text-muted">
            {kb(item.bytes)} in tutto · caricata il {formatAdminDateTime(item.created_at)}
          </p>
        </div>
        <div>
          <form onSubmit={onSubmit} noValidate className="grid gap-3" aria-label="Dati dell'immagine">
            <TextField label="Nome" {...register("name")} required maxLength={200} error={messageOf(errors, "name")} />
            <AltTextField
              value={{ alt: alt ?? "", decorative: decorative === true }}
              onChange={(text) => {
                setValue("alt", text.alt, { shouldDirty: true, shouldValidate: errors.alt !== undefined });
                setValue("decorative", text.decorative, { shouldDirty: true });
              }}
              error={messageOf(errors, "alt")}
            />
            <p className="text-xs text-muted">Il testo alternativo vale ovunque l'immagine compaia.</p>
            {decorative
              ? null
              : item.translations.map((translation, index) => (
                  <BesideOriginalField
                    key={translation.language}
                    label="Testo alternativo"
                    original={item.alt}
                    outdated={translation.outdated}
                    testId={`alt-${translation.language}`}
                  >
                    <TextField
                      label={`Alt (${staffLanguageName(translation.language)})`}
                      lang={translation.language}
                      hint="Sulle pagine in inglese; se resta vuoto, mostrano il testo alternativo italiano."
                      maxLength={300}
                      {...register(`translations.${index}.alt`)}
                      error={messageOf(errors, `translations.${index}.alt`)}
                    />
                  </BesideOriginalField>
                ))}
            {errors.root?.server ? (
              <p role="alert" className="field-error">
                {errors.root.server.message}
              </p>
            ) : null}
            <button type="submit" className="btn-primary w-fit" disabled={update.isPending}>
              Salva
            </button>
          </form>
          <h3 className="mt-6 font-semibold text-ink">Dove è usata</h3>
          {item.usages.length === 0 ? (
            <>
              <p className="mt-1 text-sm text-muted">Non è usata in nessuna pagina.</p>
              <button type="button" className="btn-danger mt-3" onClick={() => setConfirming(true)}>
                Elimina immagine
              </button>
            </>
          ) : (
            <>
              <ul className="mt-1 grid gap-1 text-sm" data-testid="media-usages">
                {item.usages.map((u) => (
                  <li key={`${u.place}-${u.link}`}>
                    <span className="text-muted">{mediaPlaceLabels[u.place]}: </span>
                    <Link to={u.link} className="text-brand-700 underline">
                      {u.label}
                    </Link>
                  </li>
                ))}
              </ul>
              <p className="mt-2 text-sm text-muted">Per eliminarla, toglila prima da questi posti.</p>
            </>
          )}
        </div>
      </div>
      <div className="mt-6 flex justify-end">
        <DialogClose className="btn-secondary">Chiudi</DialogClose>
      </div>
      <ConfirmDialog
        open={confirming}
        message={`Eliminare «${item.name}»? Non è usata in nessuna pagina; i file di tutte le sue dimensioni saranno cancellati.`}
        pending={remove.isPending}
        onConfirm={onDelete}
        onCancel={() => setConfirming(false)}
      />
    </ModalDialog>
  );
}
