import { type ReactNode, useId } from "react";

/** What a field's control carries so that its label, hint and error reach screen readers. */
export interface FieldControl {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

export interface FieldFrameProps {
  label: string;
  /** A sentence under the control saying what to write. */
  hint?: ReactNode;
  /** The message of a refused value: the control is marked invalid and described by it. */
  error?: string;
  /** '(facoltativo)' after the label. */
  optional?: boolean;
  /** A mark after the label (e.g. 'Esempio'). */
  badge?: ReactNode;
  /** The label is read by screen readers only (a row edited in place). */
  hideLabel?: boolean;
  /** A red '*' after the label, for a form that says above what the mark means (the public contact form). */
  requiredMark?: boolean;
}

/**
 * The one frame of every field, the admin's and the public contact form's: its label, the control (given its id and ARIA wiring), the
 * hint and the error (read out as it appears). Inputs, selects, text areas and composite pickers all
 * sit in it; with react-hook-form, spread `register(name)` on the control after the ARIA wiring:
 * `{(control) => <select className="field-input" {...control} {...register("code")} />}`.
 */
export function Field({
  label,
  hint,
  error,
  optional,
  badge,
  hideLabel,
  requiredMark,
  children,
}: FieldFrameProps & { children: (control: FieldControl) => ReactNode }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = [hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className={hideLabel ? "sr-only" : "field-label"}>
        {label}
        {optional ? <span className="font-normal text-muted"> (facoltativo)</span> : null}
        {badge}
        {requiredMark ? (
          <span aria-hidden="true" className="ml-0.5 text-danger-700">
            *
          </span>
        ) : null}
      </label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": described || undefined })}
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
