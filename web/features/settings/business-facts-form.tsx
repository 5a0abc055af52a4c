import { useRef, useState, type FormEvent } from "react";
import { useUnsavedChanges } from "../../components/ui/unsaved-changes";
import { useSaveShortcut } from "../../lib/use-save-shortcut";
import type { z } from "zod";
import { publicSettingsSchema, type PublicSettingKey, type PublicSettings } from "../../../src/shared/schemas/settings";
import { toastError, toastSuccess } from "../../lib/toast";
import { TextField } from "../../components/ui/text-field";
import { ExampleBadge } from "./example-badge";
import { useSaveBusinessFacts } from "./settings-api";

type Path = string;

interface FieldSpec {
  path: Path;
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

function read(values: PublicSettings, path: Path): string {
  const value = path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], values);
  return typeof value === "string" ? value : "";
}

function write(values: PublicSettings, path: Path, value: string): PublicSettings {
  const [head, tail] = path.split(".") as [PublicSettingKey, string | undefined];
  if (!tail) return { ...values, [head]: value };
  return { ...values, [head]: { ...(values[head] as Record<string, string>), [tail]: value } };
}

function errorsByPath(error: z.ZodError): Record<Path, string> {
  const result: Record<Path, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.join(".");
    result[path] ??= issue.message;
  }
  return result;
}

/** The business facts of decision 27: one form, saved together, shown on the public site at once. */
export function BusinessFactsForm({ saved, examples }: { saved: PublicSettings; examples: PublicSettingKey[] }) {
  const [values, setValues] = useState(saved);
  const [errors, setErrors] = useState<Record<Path, string>>({});
  const save = useSaveBusinessFacts();
  const dirty = JSON.stringify(values) !== JSON.stringify(saved);
  const formRef = useRef<HTMLFormElement>(null);
  useUnsavedChanges(dirty);
  useSaveShortcut(() => formRef.current?.requestSubmit(), dirty);

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const parsed = publicSettingsSchema.safeParse(values);
    if (!parsed.success) {
      const found = errorsByPath(parsed.error);
      setErrors(found);
      toastError("Controlla i campi evidenziati", Object.values(found)[0]);
      const first = Object.keys(found)[0];
      if (first) document.querySelector<HTMLElement>(`[data-path="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => {
        toastSuccess("Impostazioni salvate", "Le modifiche sono già visibili sul sito.");
      },
      onError: (error) => toastError("Impossibile salvare le impostazioni", error.message),
    });
  };

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
                data-path={f.path}
                label={f.label}
                hint={f.hint}
                type={f.type ?? "text"}
                autoComplete={f.autoComplete ?? "off"}
                value={read(values, f.path)}
                error={errors[f.path]}
                badge={examples.includes(f.path.split(".")[0] as PublicSettingKey) ? <ExampleBadge /> : undefined}
                onChange={(e) => setValues((v) => write(v, f.path, e.target.value))}
              />
            ))}
          </div>
        </fieldset>
      ))}
      <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-end gap-3 border-t border-line bg-surface/95 px-4 py-4 backdrop-blur">
        <span className="mr-auto text-sm text-muted" role="status">
          {dirty ? "Ci sono modifiche non salvate." : "Nessuna modifica da salvare."}
        </span>
        <button
          type="button"
          className="btn-secondary"
          disabled={!dirty || save.isPending}
          onClick={() => {
            setValues(saved);
            setErrors({});
          }}
        >
          Annulla modifiche
        </button>
        <button type="submit" className="btn-primary" disabled={!dirty || save.isPending}>
          {save.isPending ? "Salvataggio in corso..." : "Salva i dati dell'azienda"}
        </button>
      </div>
    </form>
  );
}
