import { ImageOff, X } from "lucide-react";
import { useId } from "react";
import { SafeImage } from "../../../components/ui/safe-image";

export interface CoverFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** The cover of the article: its address (a picture of the site or an https one), with a preview. */
export function CoverField({ value, onChange, error }: CoverFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className="grid gap-3">
      <legend className="field-label">Immagine di copertina</legend>
      <div className="flex flex-wrap items-start gap-4">
        <div className="flex aspect-[16/9] w-48 items-center justify-center overflow-hidden rounded-lg border border-line bg-surface">
          {value.trim() ? (
            <SafeImage src={value} alt="Anteprima della copertina" className="h-full w-full object-cover" />
          ) : (
            <span className="flex flex-col items-center gap-1 text-xs text-muted">
              <ImageOff aria-hidden="true" className="size-5" />
              Nessuna copertina
            </span>
          )}
        </div>
        <div className="grid min-w-64 flex-1 gap-2">
          <label htmlFor={id} className="text-sm text-muted">
            Indirizzo dell'immagine (https://… oppure /uploads/…)
          </label>
          <div className="flex gap-2">
            <input
              id={id}
              type="text"
              inputMode="url"
              value={value}
              onChange={(event) => onChange(event.target.value)}
              placeholder="https://"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className="field-input"
            />
            {value ? (
              <button type="button" className="btn-secondary px-3" onClick={() => onChange("")} aria-label="Rimuovi la copertina" title="Rimuovi la copertina">
                <X aria-hidden="true" className="size-4" />
              </button>
            ) : null}
          </div>
          {error ? (
            <p id={errorId} className="field-error">
              {error}
            </p>
          ) : (
            <p className="text-xs text-muted">Senza copertina l'articolo mostra l'immagine predefinita.</p>
          )}
        </div>
      </div>
    </fieldset>
  );
}
