import * as Dialog from "@radix-ui/react-dialog";
import { X } from "../../components/ui/lucide-icons";
import { useId, useState } from "react";
import { Link } from "../../lib/links";
import { ALL_ACCEPTED, closeCookiePreferences, ONLY_NECESSARY, saveConsent } from "../../lib/consent";
import type { ConsentChoice, CookieConsent } from "../../lib/consent-record";
import type { LanguageCode } from "../../../src/shared/languages";
import { dialogTexts } from "./preferences-dialog-texts";

/** The categories a visitor may turn on, in the dialog's order. */
const CATEGORY_KEYS = ["functional", "analytics", "marketing"] as const satisfies readonly (keyof ConsentChoice)[];

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
export default function CookiePreferencesDialog({
  current,
  language,
}: {
  current: CookieConsent | null;
  language: LanguageCode;
}) {
  const text = dialogTexts[language];
  const [choice, setChoice] = useState<ConsentChoice>(
    current ? { analytics: current.analytics, marketing: current.marketing, functional: current.functional } : ONLY_NECESSARY,
  );
  const baseId = useId();

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : closeCookiePreferences())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-[61] max-h-[90vh] w-[min(36rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl focus:outline-none">
          <Dialog.Title className="text-xl font-bold text-brand-900">{text.title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-muted">
            {text.descriptionBefore}{" "}
            <Link to={text.cookiePolicy.path} onClick={closeCookiePreferences} className="text-brand-700 underline">
              {text.cookiePolicy.label}
            </Link>
            .
          </Dialog.Description>
          <ul className="mt-6 divide-y divide-line rounded-xl border border-line">
            <li className="flex items-start justify-between gap-4 p-4">
              <div>
                <label htmlFor={`${baseId}-necessary`} className="font-semibold text-ink">
                  {text.necessary.title}
                </label>
                <p className="text-sm text-muted">{text.necessary.text}</p>
              </div>
              <Toggle id={`${baseId}-necessary`} checked disabled />
            </li>
            {CATEGORY_KEYS.map((key) => (
              <li key={key} className="flex items-start justify-between gap-4 p-4">
                <div>
                  <label htmlFor={`${baseId}-${key}`} className="font-semibold text-ink">
                    {text.categories[key].title}
                  </label>
                  <p className="text-sm text-muted">{text.categories[key].text}</p>
                </div>
                <Toggle
                  id={`${baseId}-${key}`}
                  checked={choice[key]}
                  onChange={(value) => setChoice((c) => ({ ...c, [key]: value }))}
                />
              </li>
            ))}
          </ul>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <button type="button" className="btn-secondary" onClick={() => saveConsent(ONLY_NECESSARY)}>
              {text.onlyNecessary}
            </button>
            <button type="button" className="btn-secondary" onClick={() => saveConsent(ALL_ACCEPTED)}>
              {text.acceptAll}
            </button>
            <button type="button" className="btn-primary" onClick={() => saveConsent(choice)}>
              {text.save}
            </button>
          </div>
          <Dialog.Close asChild>
            <button
              type="button"
              aria-label={text.close}
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
