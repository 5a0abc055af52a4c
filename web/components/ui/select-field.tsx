import type { ComponentProps } from "react";
import { Field, type FieldFrameProps } from "./field";

export interface SelectOption {
  value: string | number;
  label: string;
}

/** The options of a fixed list of values, each shown by its label (a status, an order, a type). */
export const optionsOf = <K extends string | number>(values: readonly K[], labels: Readonly<Record<K, string>>): SelectOption[] =>
  values.map((value) => ({ value, label: labels[value] }));

/**
 * A labelled select in the one field frame: its options, and first, when `emptyLabel` is given, the choice of none
 * ('Tutti', value ''). A filter form names it (`name`, `defaultValue`); react-hook-form spreads `register(name)` on it.
 */
export function SelectField({
  options,
  emptyLabel,
  ...props
}: ComponentProps<"select"> & FieldFrameProps & { options: readonly SelectOption[]; emptyLabel?: string }) {
  const { label, hint, error, optional, badge, hideLabel, className, ...select } = props;
  return (
    <Field label={label} hint={hint} error={error} optional={optional} badge={badge} hideLabel={hideLabel}>
      {(control) => (
        <select className={className ? `field-input ${className}` : "field-input"} {...control} {...select}>
          {emptyLabel === undefined ? null : <option value="">{emptyLabel}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
