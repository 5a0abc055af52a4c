import { type KeyboardEvent, useId, useMemo, useState } from "react";
import { type Comune, comuneByCode, searchComuni } from "../../../../src/shared/references/comuni";

const describe = (comune: Comune) => `${comune.name} (${comune.province}), ${comune.region}`;

/**
 * 'Comune': a type-ahead over the bundled list of Italian comuni (no request while typing). Arrows move in the
 * suggestions, Enter chooses; choosing one moves the point to its coordinates, where the list has them.
 */
export function ComunePicker({
  code,
  onChoose,
  error,
}: {
  code: string;
  onChoose: (comune: Comune) => void;
  error?: string | undefined;
}) {
  const id = useId();
  const chosen = code ? comuneByCode(code) : null;
  const [typed, setTyped] = useState(chosen ? describe(chosen) : "");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const results = useMemo(() => (open ? searchComuni(typed.replace(/\s*\(.*$/, "")) : []), [typed, open]);

  const choose = (comune: Comune) => {
    setTyped(describe(comune));
    setOpen(false);
    onChoose(comune);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(i + 1, Math.max(0, results.length - 1)));
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (event.key === "Enter" && open && results[active]) {
      event.preventDefault();
      choose(results[active]);
    } else if (event.key === "Escape") {
      setOpen(false);
    }
  };
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  return (
    <div className="relative">
      <label htmlFor={`${id}-input`} className="block text-sm font-medium text-ink">
        Comune
      </label>
      <input
        id={`${id}-input`}
        role="combobox"
        aria-expanded={open && results.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && results[active] ? `${id}-opt-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        autoComplete="off"
        className="field-input mt-1"
        value={typed}
        placeholder="Scrivi il nome del comune"
        onChange={(e) => {
          setTyped(e.target.value);
          setOpen(true);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
      />
      {open && results.length > 0 ? (
        <div
          id={listId}
          role="listbox"
          aria-label="Comuni"
          className="absolute z-20 mt-1 max-h-64 w-full overflow-y-auto rounded-lg border border-slate-200 bg-white shadow-lg"
        >
          {results.map((comune, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the combobox's, on the input that keeps the focus.
            <div
              key={comune.code}
              id={`${id}-opt-${index}`}
              role="option"
              aria-selected={index === active}
              tabIndex={-1}
              className={`cursor-pointer px-3 py-2 text-sm ${index === active ? "bg-brand-50 text-brand-900" : ""}`}
              // The input keeps the focus: the list must not close before the click lands.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(comune)}
            >
              {describe(comune)}
              {comune.lat === null ? <span className="ml-2 text-xs text-amber-800">senza coordinate</span> : null}
            </div>
          ))}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
