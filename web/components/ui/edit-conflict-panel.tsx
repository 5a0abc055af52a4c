import { useEffect, useId, useRef, useState } from "react";
import { allOn, type ConflictField, type ConflictSide } from "../../../src/shared/edit-merge";
import { ConflictValue } from "./conflict-value";

const SIDES: { side: ConflictSide; choice: string; caption: string }[] = [
  { side: "mine", choice: "Tieni la mia", caption: "La tua versione, nel modulo" },
  { side: "theirs", choice: "Tieni quella salvata", caption: "La versione salvata nel frattempo" },
];

/** One part the two versions differ on: its label, both values, and the choice of which to keep. */
function FieldChoice({
  field,
  side,
  onChoose,
}: {
  field: ConflictField;
  side: ConflictSide;
  onChoose: (side: ConflictSide) => void;
}) {
  const id = useId();
  return (
    <li>
      <fieldset className="min-w-0 rounded-lg border border-amber-300 bg-white p-3">
        <legend className="px-1 text-sm font-semibold text-ink">{field.label}</legend>
        <div className="grid grid-cols-1 gap-2 md:grid-cols-2">
          {SIDES.map(({ side: option, choice, caption }) => {
            const checked = side === option;
            return (
              <label
                key={option}
                className={`grid min-w-0 cursor-pointer content-start gap-2 rounded-md border p-3 ${
                  checked ? "border-brand-600 bg-brand-50 ring-1 ring-brand-600" : "border-line"
                }`}
              >
                <span className="flex items-center gap-2">
                  <input
                    type="radio"
                    name={`${id}-side`}
                    value={option}
                    checked={checked}
                    onChange={() => onChoose(option)}
                    aria-labelledby={`${id}-${option}`}
                    aria-describedby={`${id}-${option}-value`}
                    className="size-5 shrink-0 accent-brand-600"
                  />
                  <span id={`${id}-${option}`} className="text-sm font-semibold text-ink">
                    {choice}
                  </span>
                </span>
                <span className="text-xs text-muted">{caption}</span>
                <span id={`${id}-${option}-value`} className="block min-w-0" data-testid={`conflict-${option}`}>
                  <ConflictValue
                    value={option === "mine" ? field.mine : field.theirs}
                    other={option === "mine" ? field.theirs : field.mine}
                  />
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
    </li>
  );
}

/**
 * Someone else saved what is open here: each part the two versions differ on, with its label and
 * both values as staff read them, the choice of which to keep for each (the form's by default), and
 * 'Salva la scelta', which saves the version made of the chosen parts.
 */
export function EditConflictPanel({
  id,
  title,
  headingLevel,
  message,
  fields,
  saving,
  onSave,
  className,
}: {
  id: string;
  title: string;
  /** The heading's level where the panel stands (inside the article editor's dialog: 3). */
  headingLevel: 2 | 3;
  message: string;
  fields: readonly ConflictField[];
  saving: boolean;
  onSave: (choices: Record<string, ConflictSide>) => void;
  className: string;
}) {
  const Heading = headingLevel === 3 ? "h3" : "h2";
  const [choices, setChoices] = useState<Record<string, ConflictSide>>({});
  const sideOf = (field: ConflictField): ConflictSide => choices[field.key] ?? "mine";
  const heading = useRef<HTMLHeadingElement>(null);
  // The save was pressed far down a long form: the comparison comes into view, and the keyboard starts at it.
  useEffect(() => {
    heading.current?.scrollIntoView({ block: "start" });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section aria-labelledby={id} data-testid="edit-conflict" className={`grid gap-3 text-sm text-ink ${className}`}>
      <Heading id={id} ref={heading} tabIndex={-1} className="scroll-mt-32 font-semibold focus:outline-none">
        {title}
      </Heading>
      <p role="alert">{message}</p>
      {fields.length === 0 ? (
        <p>Le due versioni sono uguali: salvando tieni il testo del modulo.</p>
      ) : (
        <>
          <p className="text-muted">
            Per ogni parte scegli quale versione tenere, poi «Salva la scelta». Evidenziate: le parole che l'altra versione non
            ha.
          </p>
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn-secondary min-h-10" onClick={() => setChoices(allOn(fields, "mine"))}>
              Tieni tutte le mie
            </button>
            <button type="button" className="btn-secondary min-h-10" onClick={() => setChoices(allOn(fields, "theirs"))}>
              Tieni tutte quelle salvate
            </button>
          </div>
          <ol className="grid gap-3" aria-label="Parti diverse tra le due versioni">
            {fields.map((field) => (
              <FieldChoice
                key={field.key}
                field={field}
                side={sideOf(field)}
                onChoose={(side) => setChoices((old) => ({ ...old, [field.key]: side }))}
              />
            ))}
          </ol>
        </>
      )}
      <div>
        <button
          type="button"
          className="btn-primary min-h-10"
          disabled={saving}
          onClick={() => onSave({ ...allOn(fields, "mine"), ...choices })}
        >
          Salva la scelta
        </button>
      </div>
    </section>
  );
}
