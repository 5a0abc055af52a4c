import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { MenusEditorData, MenuTargets, MenuVersion, SiteMenus } from "../../../src/shared/menus";
import { apiRequest } from "../../lib/api-client";

const BASE = "/api/menus";
const EDITOR_KEY = [`${BASE}/editor`] as const;
const VERSIONS_KEY = [`${BASE}/versions`] as const;

export const useMenusEditor = () => useQuery<MenusEditorData>({ queryKey: EDITOR_KEY, staleTime: 0 });
export const useMenuTargets = () => useQuery<MenuTargets>({ queryKey: [`${BASE}/targets`] });
export const useMenuVersions = () => useQuery<MenuVersion[]>({ queryKey: VERSIONS_KEY });

/** Every write answers the editor's data: it replaces what the editor holds, and the history is read again. */
function useMenusWrite<I>(fn: (input: I) => Promise<MenusEditorData>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (data) => {
      queryClient.setQueryData(EDITOR_KEY, data);
      void queryClient.invalidateQueries({ queryKey: VERSIONS_KEY });
    },
  });
}

export const useSaveDraft = () => useMenusWrite((menus: SiteMenus) => apiRequest<MenusEditorData>("PUT", `${BASE}/draft`, menus));
export const usePublish = () =>
  useMenusWrite((menus: SiteMenus) => apiRequest<MenusEditorData>("POST", `${BASE}/publish`, menus));
export const useDiscardDraft = () => useMenusWrite(() => apiRequest<MenusEditorData>("DELETE", `${BASE}/draft`));
export const useRestoreOriginal = () => useMenusWrite(() => apiRequest<MenusEditorData>("POST", `${BASE}/restore-original`));
export const useRestoreVersion = () =>
  useMenusWrite((id: number) => apiRequest<MenusEditorData>("POST", `${BASE}/versions/${id}/restore`));
