import type { ComponentProps } from "react";
import { Field, type FieldFrameProps } from "./field";

/**
 * A labelled input with its hint and error wired for screen readers. Spread react-hook-form's
 * `register(name)` on it: the `ref` it carries reaches the input (a plain prop in React 19).
 */
export function TextField({
  label,
  hint,
  error,
  optional,
  badge,
  requiredMark,
  ...input
}: ComponentProps<"input"> & FieldFrameProps) {
  return (
    <Field label={label} hint={hint} error={error} optional={optional} badge={badge} requiredMark={requiredMark}>
      {(control) => <input className="field-input" {...control} {...input} />}
    </Field>
  );
}
