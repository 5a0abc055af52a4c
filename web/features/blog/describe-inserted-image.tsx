import { useId, useState } from "react";

/** Asks for the description of a picture just dropped or pasted into the text: saved into its ![…], or left for later. */
export function DescribeInsertedImage({ url, onDone }: { url: string; onDone: (text: string) => void }) {
  const [text, setText] = useState("");
  const inputId = useId();
  return (
    <fieldset
      aria-labelledby={`${inputId}-label`}
      className="mt-2 flex flex-wrap items-end gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3"
      data-testid="describe-inserted-image"
    >
      <img src={url} alt="" className="h-14 w-auto rounded border border-line" />
      <div className="min-w-48 flex-1">
        <label id={`${inputId}-label`} htmlFor={inputId} className="field-label">
          Descrivi l'immagine appena inserita
        </label>
        <input
          id={inputId}
          className="field-input"
          value={text}
          maxLength={300}
          placeholder="Per esempio: Cassa automatica all'uscita del parcheggio"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== "Enter") return;
            // Enter here saves the description, never the whole article.
            event.preventDefault();
            onDone(text);
          }}
        />
      </div>
      <button type="button" className="btn-secondary" disabled={!text.trim()} onClick={() => onDone(text)}>
        Salva descrizione
      </button>
      <button
        type="button"
        className="inline-flex min-h-10 items-center text-sm text-brand-700 underline"
        onClick={() => onDone("")}
      >
        Più tardi
      </button>
    </fieldset>
  );
}
