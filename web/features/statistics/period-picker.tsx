import { useState, type FormEvent } from "react";
import { type Period, PRESETS, addDays, today } from "./period";

const buttonClass = (active: boolean) =>
  `inline-flex min-h-10 items-center rounded-md px-3 text-sm font-semibold ${
    active ? "bg-brand-700 text-white" : "bg-white text-ink ring-1 ring-line hover:bg-brand-50"
  }`;

/** 7 / 30 / 90 days or two chosen days; a wrong range is explained, never sent. */
export function PeriodPicker({ period, onChange }: { period: Period; onChange: (next: URLSearchParams) => void }) {
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);
  const [error, setError] = useState<string | null>(null);

  const apply = (e: FormEvent) => {
    e.preventDefault();
    if (!from || !to) return setError("Indica entrambe le date");
    if (from > to) return setError("La data di inizio deve precedere quella di fine");
    if (to > today()) return setError("La data di fine non può essere nel futuro");
    if (from < addDays(to, -799)) return setError("Il periodo può coprire al massimo 800 giorni");
    setError(null);
    onChange(new URLSearchParams({ periodo: "personalizzato", dal: from, al: to }));
  };

  return (
    <div className="flex flex-wrap items-end gap-4">
      <fieldset>
        <legend className="field-label">Periodo</legend>
        <div className="flex flex-wrap gap-2">
          {PRESETS.map((days) => (
            <button
              key={days}
              type="button"
              aria-pressed={period.preset === days}
              className={buttonClass(period.preset === days)}
              onClick={() => onChange(new URLSearchParams({ periodo: String(days) }))}
            >
              Ultimi {days} giorni
            </button>
          ))}
        </div>
      </fieldset>
      <form onSubmit={apply} noValidate className="flex flex-wrap items-end gap-2" aria-label="Periodo personalizzato">
        <div>
          <label htmlFor="stats-from" className="field-label">
            Dal
          </label>
          <input
            id="stats-from"
            type="date"
            className="field-input"
            value={from}
            max={today()}
            onChange={(e) => setFrom(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "stats-period-error" : undefined}
          />
        </div>
        <div>
          <label htmlFor="stats-to" className="field-label">
            Al
          </label>
          <input
            id="stats-to"
            type="date"
            className="field-input"
            value={to}
            max={today()}
            onChange={(e) => setTo(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "stats-period-error" : undefined}
          />
        </div>
        <button type="submit" className={buttonClass(period.preset === "custom")}>
          Applica
        </button>
        {error ? (
          <p id="stats-period-error" role="alert" className="w-full text-sm text-danger-700">
            {error}
          </p>
        ) : null}
      </form>
    </div>
  );
}
