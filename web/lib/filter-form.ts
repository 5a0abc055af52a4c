import type { FormEvent } from "react";

/**
 * The address of a list's view from its filter form: each filter in `keys` that is set and not its
 * default (`defaults`), trimmed; the page starts again at the first.
 */
export function filterParams(form: FormData, keys: readonly string[], defaults: Readonly<Record<string, string>> = {}) {
  const next = new URLSearchParams();
  for (const key of keys) {
    const value = String(form.get(key) ?? "").trim();
    if (value && value !== defaults[key]) next.set(key, value);
  }
  return next;
}

/**
 * The submit of an admin list's filter form: a plain form of named fields (`defaultValue` from the
 * address), read on submit into the list's address, so each view has its own and back and forward work.
 */
export const onFilterSubmit =
  (keys: readonly string[], apply: (next: URLSearchParams) => void, defaults?: Readonly<Record<string, string>>) =>
  (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(filterParams(new FormData(event.currentTarget), keys, defaults));
  };
