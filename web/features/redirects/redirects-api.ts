import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { RedirectImportReport, RedirectRuleView } from "../../../src/shared/schemas/redirect-answers";
import type { z } from "zod";
import type { redirectInputSchema } from "../../../src/shared/schemas/redirects";
import { apiRequest } from "../../lib/api-client";
import { notFoundQuery, redirectsQuery, redirectTestQuery } from "./api/get-redirects";

const BASE = "/api/redirects";

/** What staff type in the rule form: a rule's old address and code, and a destination (none for 410). */
export type RuleDraft = z.input<typeof redirectInputSchema>;

export function useRedirectList(params: URLSearchParams) {
  return useQuery({ ...redirectsQuery(params), placeholderData: keepPreviousData });
}

export function useNotFoundReport(page: number) {
  return useQuery({ ...notFoundQuery(page), placeholderData: keepPreviousData });
}

export function useRedirectTest(path: string | null) {
  return useQuery({
    ...redirectTestQuery(path ?? ""),
    enabled: path !== null,
  });
}

/** Every write reads the list, the 404 report and the test box again. */
function useRedirectMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(BASE) }),
  });
}

export const useSaveRule = () =>
  useRedirectMutation(({ id, draft }: { id: number | null; draft: RuleDraft }) =>
    apiRequest<RedirectRuleView>(id === null ? "POST" : "PUT", id === null ? BASE : `${BASE}/${id}`, {
      ...draft,
      target: draft.code === 410 ? null : draft.target,
    }),
  );
export const useDeleteRule = () => useRedirectMutation((id: number) => apiRequest("DELETE", `${BASE}/${id}`));
export const useImportRules = () =>
  useRedirectMutation((file: File) => {
    const form = new FormData();
    form.set("file", file);
    return apiRequest<RedirectImportReport>("POST", `${BASE}/import`, form);
  });
