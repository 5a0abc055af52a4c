import type { InputHTMLAttributes } from "react";
import { Field, type FieldFrameProps } from "./field";

/** A labelled input with its hint and error wired for screen readers. */
export function TextField({
  label,
  hint,
  error,
  optional,
  badge,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & FieldFrameProps) {
  return (
    <Field label={label} hint={hint} error={error} optional={optional} badge={badge}>
      {(control) => <input className="field-input" {...control} {...input} />}
    </Field>
  );
}
