/**
 * A closed list of values and the text people read for each, written once: `values` in the order written (for zod's
 * enum, filters and lists), `labels` by value.
 */
export function labelledValues<const Labels extends Record<string, string>>(labels: Labels) {
  type Value = keyof Labels & string;
  return {
    values: Object.keys(labels) as unknown as readonly [Value, ...Value[]],
    labels: labels as Readonly<Record<Value, string>>,
  };
}
