import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SiteMenus } from "../../../src/shared/menus";
import type { MenusEditorData } from "../../../src/shared/schemas/menu-answers";
import { EDIT_VERSION_FIELD } from "../../../src/shared/edit-conflict";
import { apiRequest } from "../../lib/api-client";
import {
  MENU_VERSIONS_KEY as VERSIONS_KEY,
  MENUS_EDITOR_KEY as EDITOR_KEY,
  menusEditorQuery,
  menuTargetsQuery,
  menuVersionsQuery,
} from "./api/get-menus";

const BASE = "/api/menus";

export const useMenusEditor = () => useQuery({ ...menusEditorQuery(), staleTime: 0 });
export const useMenuTargets = () => useQuery(menuTargetsQuery());
export const useMenuVersions = () => useQuery(menuVersionsQuery());

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
