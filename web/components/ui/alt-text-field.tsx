import { useId } from "react";
import { ALT_MAX, altMessages, type ImageText } from "../../../src/shared/alt-text";
import { Field } from "./field";

interface AltTextFieldProps {
  value: ImageText;
  onChange: (value: ImageText) => void;
  /** Says which picture, when several are on one form ("Testo alternativo della copertina"). */
  label?: string;
  error?: string | undefined;
  /** Names the inputs for a form read with FormData. */
  name?: string;
  disabled?: boolean;
}

/**
 * The alt text of a picture where it is placed, with the explicit 'decorativa' mark: a decorative
 * picture needs no text (it is shown with alt=""), any other one is asked for it before it goes public.
 */
export function AltTextField({ value, onChange, label = altMessages.altLabel, error, name, disabled }: AltTextFieldProps) {
  const checkId = useId();
  return (
    <div className="grid gap-2" data-testid="alt-text-field">
      <Field label={label} hint={value.decorative ? undefined : altMessages.altHelp} error={error}>
        {(control) => (
          <textarea
            {...control}
            name={name ? `${name}_alt` : undefined}
            className="field-input"
            rows={2}
            maxLength={ALT_MAX}
            value={value.decorative ? "" : value.alt}
            disabled={disabled || value.decorative}
            onChange={(e) => onChange({ ...value, alt: e.target.value })}
          />
        )}
      </Field>
      <div className="flex items-start gap-2 text-sm">
        <input
          id={checkId}
          type="checkbox"
          name={name ? `${name}_decorative` : undefined}
          className="mt-1 size-4"
          checked={value.decorative}
          disabled={disabled}
          onChange={(e) => onChange({ ...value, decorative: e.target.checked })}
        />
        <label htmlFor={checkId}>{altMessages.decorativeLabel}</label>
      </div>
    </div>
  );
}

/** The mark a list shows next to a picture that has neither a text nor the decorative mark. */
export function MissingAltBadge({ children = altMessages.flag }: { children?: string }) {
  return (
    <span
      className="inline-flex w-fit items-center rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900"
      data-testid="missing-alt"
    >
      {children}
    </span>
  );
}
