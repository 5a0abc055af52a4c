import { useSearchParams } from "react-router-dom";
import { onFilterSubmit } from "./filter-form";

/**
 * An admin list whose view is its address: the filters named by `keys` and the page, read from it (so back and forward
 * and a shared link show the same view) and passed on to the server as the list's query. Its filter form's fields start
 * from it (`field`), its submit makes the new address (`onSearch`, leaving out a filter at its `defaults`), `goTo` turns
 * the page.
 */
export function useListAddress(keys: readonly string[], defaults?: Readonly<Record<string, string>>) {
  const [params, setParams] = useSearchParams();
  const query = new URLSearchParams();
  for (const key of [...keys, "page"]) {
    const value = params.get(key);
    if (value) query.set(key, value);
  }
  const page = Number(params.get("page") ?? 1) || 1;
  const goTo = (n: number) => {
    const next = new URLSearchParams(params);
    next.set("page", String(n));
    setParams(next);
  };
  /** A filter's field, named and showing the address's value (or `fallback` when the address has none). */
  const field = (key: string, fallback = "") => ({ name: key, defaultValue: params.get(key) ?? fallback });
  return { params, query, page, goTo, field, onSearch: onFilterSubmit(keys, setParams, defaults) };
}

export type ListAddress = ReturnType<typeof useListAddress>;

/** How many pages a list's answer fills: one at least, so an empty list still says 'Pagina 1 di 1'. */
export const pagesOf = (answer: { total: number; page_size: number } | undefined) =>
  answer ? Math.max(1, Math.ceil(answer.total / answer.page_size)) : 1;
