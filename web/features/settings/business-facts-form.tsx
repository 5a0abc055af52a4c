import { useRef } from "react";
import type { Path } from "react-hook-form";
import { type PublicSettingKey, type PublicSettings, publicSettingsSchema } from "../../../src/shared/schemas/settings";
import { TextField } from "../../components/ui/text-field";
import { useUnsavedChanges } from "../../components/ui/unsaved-changes";
import { messageOf, useSchemaForm } from "../../lib/schema-form";
import { toastError, toastSuccess } from "../../lib/toast";
import { useSaveShortcut } from "../../lib/use-save-shortcut";
import { ExampleBadge } from "./example-badge";
import { useSaveBusinessFacts } from "./settings-api";

interface FieldSpec {
  path: Path<PublicSettings>;
  label: string;
  hint?: string;
  type?: "text" | "email" | "url" | "tel";
  autoComplete?: string;
}

const groups: { title: string; intro: string; fields: FieldSpec[] }[] = [
  {
    title: "Azienda e dati legali",
    intro: "Compaiono nel piè di pagina di ogni pagina e nelle email.",
    fields: [
      { path: "companyName", label: "Nome dell'azienda", hint: "Il nome commerciale, mostrato nell'intestazione e nei titoli." },
      { path: "legalName", label: "Ragione sociale" },
      { path: "vatNumber", label: "Partita IVA" },
      { path: "rea", label: "Numero REA" },
      { path: "shareCapital", label: "Capitale sociale" },
    ],
  },
  {
    title: "Sede",
    intro: "L'indirizzo della sede, nella pagina Contatti e nel piè di pagina.",
    fields: [
      { path: "address.street", label: "Indirizzo", autoComplete: "street-address" },
      { path: "address.postalCode", label: "CAP", autoComplete: "postal-code" },
      { path: "address.city", label: "Città", autoComplete: "address-level2" },
      { path: "address.province", label: "Provincia (sigla)" },
      {
        path: "mapUrl",
        label: "Link della mappa",
        type: "url",
        hint: "Facoltativo. Su openstreetmap.org: Condividi > HTML, poi copia l'indirizzo dopo src=.",
      },
    ],
  },
  {
    title: "Contatti",
    intro: "Telefoni, email e WhatsApp dei pulsanti di chiamata e dei contatti del sito.",
    fields: [
      { path: "phone", label: "Telefono principale", type: "tel" },
      { path: "phoneSeasonal", label: "Telefono aree stagionali", type: "tel", hint: "Usato solo nella pagina Aree stagionali." },
      { path: "supportPhone", label: "Telefono assistenza tecnica", type: "tel" },
      { path: "whatsapp", label: "Numero WhatsApp", type: "tel" },
      { path: "email", label: "Email commerciale", type: "email" },
      { path: "supportEmail", label: "Email assistenza", type: "email" },
      { path: "openingHours", label: "Orari di apertura" },
    ],
  },
  {
    title: "Social",
    intro: "Indirizzi completi delle pagine social; lascia vuoto un campo per non mostrare quel social.",
    fields: [
      { path: "social.facebook", label: "Facebook", type: "url" },
      { path: "social.instagram", label: "Instagram", type: "url" },
      { path: "social.linkedin", label: "LinkedIn", type: "url" },
      { path: "social.youtube", label: "YouTube", type: "url" },
    ],
  },
];

/** The business facts of decision 27: one form, saved together, shown on the public site at once. */
export function BusinessFactsForm({ saved, examples }: { saved: PublicSettings; examples: PublicSettingKey[] }) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty: dirty },
  } = useSchemaForm(publicSettingsSchema, { defaultValues: saved });
  const save = useSaveBusinessFacts();
  const formRef = useRef<HTMLFormElement>(null);
  useUnsavedChanges(dirty);
  useSaveShortcut(() => formRef.current?.requestSubmit(), dirty);

  const onSubmit = handleSubmit(
    (facts) =>
      save.mutate(facts, {
        onSuccess: () => {
          reset(facts);
          toastSuccess("Impostazioni salvate", "Le modifiche sono già visibili sul sito.");
        },
        onError: (error) => toastError("Impossibile salvare le impostazioni", error.message),
      }),
    (found) => {
      const first = groups.flatMap((group) => group.fields).find((f) => messageOf(found, f.path));
      toastError("Controlla i campi evidenziati", first ? messageOf(found, first.path) : undefined);
    },
  );

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby="facts-title" className="grid gap-6">
      <h2 id="facts-title" className="sr-only">
        Dati dell'azienda
      </h2>
      {groups.map((group) => (
        <fieldset key={group.title} className="card p-6">
          <legend className="sr-only">{group.title}</legend>
          <p aria-hidden="true" className="text-lg font-bold text-ink">
            {group.title}
          </p>
          <p className="mt-1 text-sm text-muted">{group.intro}</p>
          <div className="mt-5 grid gap-5 sm:grid-cols-2">
            {group.fields.map((f) => (
              <TextField
                key={f.path}
                label={f.label}
                hint={f.hint}
                type={f.type ?? "text"}
                autoComplete={f.autoComplete ?? "off"}
                {...register(f.path)}
                error={messageOf(errors, f.path)}
                badge={examples.includes(f.path.split(".")[0] as PublicSettingKey) ? <ExampleBadge /> : undefined}
              />
            ))}
          </div>
        </fieldset>
      ))}
      <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-end gap-3 border-t border-line bg-surface/95 px-4 py-4 backdrop-blur">
        <span className="mr-auto text-sm text-muted" role="status">
          {dirty ? "Ci sono modifiche non salvate." : "Nessuna modifica da salvare."}
        </span>
        <button type="button" className="btn-secondary" disabled={!dirty || save.isPending} onClick={() => reset()}>
          Annulla modifiche
        </button>
        <button type="submit" className="btn-primary" disabled={!dirty || save.isPending}>
          {save.isPending ? "Salvataggio in corso..." : "Salva i dati dell'azienda"}
        </button>
      </div>
    </form>
  );
}
