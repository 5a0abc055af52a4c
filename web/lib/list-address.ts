import { useSearchParams } from "react-router-dom";

/**
 * An admin list whose view is its address: the filters named by `keys` and the page, read from it (so back and forward
 * and a shared link show the same view) and passed on to the server as the list's query; `goTo` turns the page.
 */
export function useListAddress(keys: readonly string[]) {
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
  return { params, setParams, query, page, goTo };
}

/** How many pages a list's answer fills: one at least, so an empty list still says 'Pagina 1 di 1'. */
export const pagesOf = (answer: { total: number; page_size: number } | undefined) =>
  answer ? Math.max(1, Math.ceil(answer.total / answer.page_size)) : 1;
