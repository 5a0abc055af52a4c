import * as Dialog from "@radix-ui/react-dialog";
import { X } from "../../components/ui/lucide-icons";
import { useId, useState } from "react";
import { Link } from "../../lib/links";
import { ALL_ACCEPTED, closeCookiePreferences, ONLY_NECESSARY, saveConsent } from "../../lib/consent";
import type { ConsentChoice, CookieConsent } from "../../lib/consent-record";

const categories: { key: keyof ConsentChoice; title: string; text: string }[] = [
  {
    key: "functional",
    title: "Funzionali",
    text: "Servizi di terze parti integrati nelle pagine, come la mappa interattiva della sede fornita da OpenStreetMap.",
  },
  {
    key: "analytics",
    title: "Analitici",
    text: "Cookie di strumenti di analisi, che oggi il sito non usa. Il conteggio anonimo delle visite, senza cookie, non dipende da questa scelta.",
  },
  {
    key: "marketing",
    title: "Marketing",
    text: "Misurazione delle campagne e contenuti promozionali in linea con i tuoi interessi.",
  },
];

function Toggle({
  id,
  checked,
  disabled,
  onChange,
}: {
  id: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (v: boolean) => void;
}) {
  return (
    <input
      id={id}
      type="checkbox"
      role="switch"
      aria-checked={checked}
      checked={checked}
      disabled={disabled}
      onChange={(e) => onChange?.(e.target.checked)}
      className="peer relative h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-300 transition-colors before:absolute before:top-0.5 before:left-0.5 before:size-5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-brand-600 checked:before:translate-x-5 disabled:cursor-not-allowed disabled:opacity-70"
    />
  );
}

/** Customise: necessary fixed on, every other category off until ticked. */
export default function CookiePreferencesDialog({ current }: { current: CookieConsent | null }) {
  const [choice, setChoice] = useState<ConsentChoice>(
    current ? { analytics: current.analytics, marketing: current.marketing, functional: current.functional } : ONLY_NECESSARY,
  );
  const baseId = useId();

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : closeCookiePreferences())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-[61] max-h-[90vh] w-[min(36rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl focus:outline-none">
          <Dialog.Title className="text-xl font-bold text-brand-900">Preferenze cookie</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-muted">
            Scegli quali cookie accettare. Puoi modificare la scelta in qualsiasi momento. Dettagli nella{" "}
            <Link to="/cookie-policy" onClick={closeCookiePreferences} className="text-brand-700 underline">
              Cookie Policy
            </Link>
            .
          </Dialog.Description>
          <ul className="mt-6 divide-y divide-line rounded-xl border border-line">
            <li className="flex items-start justify-between gap-4 p-4">
              <div>
                <label htmlFor={`${baseId}-necessary`} className="font-semibold text-ink">
                  Necessari
                </label>
                <p className="text-sm text-muted">
                  Indispensabili al funzionamento del sito e alla memoria di questa scelta. Sempre attivi.
                </p>
              </div>
              <Toggle id={`${baseId}-necessary`} checked disabled />
            </li>
            {categories.map((category) => (
              <li key={category.key} className="flex items-start justify-between gap-4 p-4">
                <div>
                  <label htmlFor={`${baseId}-${category.key}`} className="font-semibold text-ink">
                    {category.title}
                  </label>
                  <p className="text-sm text-muted">{category.text}</p>
                </div>
                <Toggle
                  id={`${baseId}-${category.key}`}
                  checked={choice[category.key]}
                  onChange={(value) => setChoice((c) => ({ ...c, [category.key]: value }))}
                />
              </li>
            ))}
          </ul>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <button type="button" className="btn-secondary" onClick={() => saveConsent(ONLY_NECESSARY)}>
              Solo necessari
            </button>
            <button type="button" className="btn-secondary" onClick={() => saveConsent(ALL_ACCEPTED)}>
              Accetta tutti
            </button>
            <button type="button" className="btn-primary" onClick={() => saveConsent(choice)}>
              Salva preferenze
            </button>
          </div>
          <Dialog.Close asChild>
            <button
              type="button"
              aria-label="Chiudi senza modificare"
              className="absolute top-4 right-4 inline-flex size-10 items-center justify-center rounded-lg text-muted hover:bg-surface"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
