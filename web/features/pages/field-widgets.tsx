import { useId, useState } from "react";
import { ICON_NAMES } from "../../../src/shared/pages/icon-names";
import { ICON_LABELS } from "./choice-labels";
import { SITE_ROUTE_PATHS } from "../../../src/shared/pages/site-links";
import { isTemplatePlaceholder } from "../../../src/shared/pages/template-placeholders";
import { Field } from "../../components/ui/field";
import { Icon } from "../../components/ui/icons";
import { MediaPickerButton } from "../../components/ui/media-picker";
import { ACCEPTED_IMAGES, imageFileProblem } from "../../lib/upload";
import { useLinkPages } from "./link-pages";
import { uploadPageImage } from "./pages-api";

interface FieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  help?: string;
  optional?: boolean;
}

export function TextInput({
  label,
  value,
  onChange,
  error,
  help,
  optional,
  multiline,
  date,
}: FieldProps & { multiline?: boolean; date?: boolean }) {
  // Copy a new page's template put here for staff to overwrite: flagged until it is.
  const hint = isTemplatePlaceholder(value) ? (
    <>
      <span className="font-semibold text-amber-800">Testo del modello: sostituiscilo con il testo della pagina.</span>
      {help ? ` ${help}` : null}
    </>
  ) : (
    help
  );
  return (
    <Field label={label} error={error} hint={hint} optional={optional}>
      {(control) =>
        multiline ? (
          <textarea
            {...control}
            value={value}
            className="field-input"
            rows={Math.min(8, Math.max(3, Math.ceil(value.length / 90)))}
            onChange={(e) => onChange(e.target.value)}
          />
        ) : (
          <input
            {...control}
            value={value}
            className="field-input"
            type={date ? "date" : "text"}
            onChange={(e) => onChange(e.target.value)}
          />
        )
      }
    </Field>
  );
}

/** A yes/no choice: a checkbox with its label beside it. */
export function CheckboxInput({
  label,
  value,
  onChange,
  help,
}: {
  label: string;
  value: boolean;
  onChange: (next: boolean) => void;
  help?: string | undefined;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        type="checkbox"
        checked={value}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={help ? `${id}-help` : undefined}
        className="mt-0.5 size-5 rounded border-slate-300 accent-brand-600"
      />
      <label htmlFor={id} className="text-sm text-ink">
        <span className="font-medium">{label}</span>
        {help ? (
          <span id={`${id}-help`} className="block text-xs text-muted">
            {help}
          </span>
        ) : null}
      </label>
    </div>
  );
}

const LINK_HELP = "Una pagina del sito (es. /contatti o /servizi#assistenza), oppure tel:, mailto: o un indirizzo https://";

/** A link target: the site's routes and created pages offered as suggestions; tel:, mailto: and https: typed by hand. */
export function LinkInput(props: FieldProps) {
  const linkPages = useLinkPages();
  return (
    <Field label={props.label} error={props.error} hint={LINK_HELP} optional={props.optional}>
      {(control) => (
        <>
          <input
            {...control}
            type="text"
            list={`${control.id}-routes`}
            className="field-input"
            value={props.value}
            onChange={(e) => props.onChange(e.target.value)}
          />
          <datalist id={`${control.id}-routes`}>
            {SITE_ROUTE_PATHS.map((path) => (
              <option key={path} value={path} />
            ))}
            {linkPages.map((page) => (
              <option key={page.path} value={page.path}>
                {page.title}
              </option>
            ))}
          </datalist>
        </>
      )}
    </Field>
  );
}

export function ChoiceInput({
  label,
  value,
  choices,
  labels,
  onChange,
  error,
  optional,
}: {
  label: string;
  value: string | number | undefined;
  choices: (string | number)[];
  labels?: Record<string, string>;
  onChange: (value: string | number | undefined) => void;
  error?: string;
  optional?: boolean;
}) {
  return (
    <Field label={label} error={error} optional={optional}>
      {(control) => (
        <select
          {...control}
          className="field-input"
          value={value === undefined ? "" : String(value)}
          onChange={(e) => {
            const raw = e.target.value;
            if (raw === "") return onChange(undefined);
            const found = choices.find((choice) => String(choice) === raw);
            onChange(found);
          }}
        >
          {optional ? <option value="">Nessuno</option> : null}
          {choices.map((choice) => (
            <option key={String(choice)} value={String(choice)}>
              {labels?.[String(choice)] ?? String(choice)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** One of the icons the site draws, shown next to its name. */
export function IconInput(props: {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  error?: string;
  optional?: boolean;
}) {
  const current = ICON_NAMES.find((name) => name === props.value);
  return (
    <div className="flex items-end gap-3">
      <div className="flex-1">
        <ChoiceInput
          {...props}
          choices={[...ICON_NAMES]}
          labels={ICON_LABELS}
          onChange={(value) => props.onChange(value === undefined ? undefined : String(value))}
        />
      </div>
      <span className="mb-1 flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        {current ? <Icon name={current} /> : null}
      </span>
    </div>
  );
}

/** The drawings that come with the site. */
const ILLUSTRATIONS = [
  "access-control",
  "airport-parking",
  "airport-terminal",
  "barrier-camera",
  "city-guidance",
  "city",
  "contactless-terminal",
  "fair",
  "hero-parking",
  "hospital",
  "hotel",
  "mall",
  "pay-station",
  "robot-install",
  "seasonal-beach",
  "signage",
  "solar-canopy",
  "truck-parking",
  "web-platform",
].map((name) => `/attached_assets/illustrations/${name}.svg`);

/** An image of the site: one of its drawings, or a photo uploaded through the usual pipeline (checked by content on the server). */
export function ImageInput(props: FieldProps) {
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const choices = ILLUSTRATIONS.includes(props.value) || !props.value ? ILLUSTRATIONS : [props.value, ...ILLUSTRATIONS];
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const refused = imageFileProblem(file);
    setProblem(refused);
    if (refused) return;
    try {
      setProgress(0);
      const { imageUrl } = await uploadPageImage(file, setProgress);
      props.onChange(imageUrl);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : "Caricamento non riuscito");
    } finally {
      setProgress(null);
    }
  };
  return (
    <div className="grid gap-2 sm:grid-cols-[6rem_1fr] sm:items-start">
      <div className="flex size-24 items-center justify-center overflow-hidden rounded-lg border border-line bg-surface">
        {props.value ? <img src={props.value} alt="" className="max-h-full max-w-full object-contain" /> : null}
      </div>
      <div className="grid gap-2">
        <ChoiceInput
          label={props.label}
          optional={props.optional}
          value={props.value || undefined}
          choices={choices}
          labels={Object.fromEntries(choices.map((src) => [src, src.split("/").pop() ?? src]))}
          error={props.error ?? problem ?? undefined}
          onChange={(value) => props.onChange(value === undefined ? "" : String(value))}
        />
        <div className="flex flex-wrap gap-2">
          <label htmlFor={id} className="btn-secondary w-fit cursor-pointer">
            {progress === null ? "Carica una foto…" : `Caricamento ${Math.round(progress * 100)}%`}
          </label>
          <MediaPickerButton onPick={(item) => props.onChange(item.url)} />
        </div>
        <input
          id={id}
          type="file"
          accept={ACCEPTED_IMAGES}
          className="sr-only"
          onChange={(e) => {
            void onFile(e.target.files?.[0]);
            e.target.value = "";
          }}
        />
      </div>
    </div>
  );
}
