import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { MenusEditorData, MenuTargets, MenuVersion, SiteMenus } from "../../../src/shared/menus";
import { EDIT_VERSION_FIELD } from "../../../src/shared/edit-conflict";
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

/** The menus and the version they were edited on: a newer one on the server makes the save a 409. */
interface MenusSave {
  menus: SiteMenus;
  /** Absent: staff chose to overwrite what someone else saved. */
  version: string | undefined;
}
const versioned = (path: string, version: string | undefined) =>
  version === undefined ? `${BASE}${path}` : `${BASE}${path}?${EDIT_VERSION_FIELD}=${encodeURIComponent(version)}`;

export const useSaveDraft = () =>
  useMenusWrite(({ menus, version }: MenusSave) => apiRequest<MenusEditorData>("PUT", versioned("/draft", version), menus));
export const usePublish = () =>
  useMenusWrite(({ menus, version }: MenusSave) => apiRequest<MenusEditorData>("POST", versioned("/publish", version), menus));

/** Reads the menus as saved on the server again (after someone else saved them). */
export function useReloadMenus() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: EDITOR_KEY });
}
export const useDiscardDraft = () => useMenusWrite(() => apiRequest<MenusEditorData>("DELETE", `${BASE}/draft`));
export const useRestoreOriginal = () => useMenusWrite(() => apiRequest<MenusEditorData>("POST", `${BASE}/restore-original`));
export const useRestoreVersion = () =>
  useMenusWrite((id: number) => apiRequest<MenusEditorData>("POST", `${BASE}/versions/${id}/restore`));
