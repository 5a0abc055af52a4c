import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { LanguageCode } from "../../../src/shared/languages";
import type { SiteMenus } from "../../../src/shared/menus";
import type { MenusEditorData } from "../../../src/shared/schemas/menu-answers";
import { EDIT_VERSION_FIELD } from "../../../src/shared/edit-conflict";
import { apiRequest } from "../../lib/api-client";
import { menusLanguageQuery as languageQuery } from "../../../src/shared/menu-links";
import { menusEditorKey, menusEditorQuery, menuTargetsQuery, menuVersionsKey, menuVersionsQuery } from "./api/get-menus";

const BASE = "/api/menus";

export const useMenusEditor = (language: LanguageCode) => useQuery({ ...menusEditorQuery(language), staleTime: 0 });
export const useMenuTargets = () => useQuery(menuTargetsQuery());
export const useMenuVersions = (language: LanguageCode) => useQuery(menuVersionsQuery(language));

/** Every write answers the editor's data: it replaces what the editor of that language holds, and its history is read again. */
function useMenusWrite<I>(language: LanguageCode, fn: (input: I) => Promise<MenusEditorData>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (data) => {
      queryClient.setQueryData(menusEditorKey(language), data);
      void queryClient.invalidateQueries({ queryKey: menuVersionsKey(language) });
    },
  });
}

/** The menus and the version they were edited on: a newer one on the server makes the save a 409. */
interface MenusSave {
  menus: SiteMenus;
  /** Absent: staff chose to overwrite what someone else saved. */
  version: string | undefined;
}

/** The address of a write to a language's menus, with the version it was made on when there is one. */
function addressOf(path: string, language: LanguageCode, version?: string): string {
  const params = new URLSearchParams(languageQuery(language));
  if (version !== undefined) params.set(EDIT_VERSION_FIELD, version);
  const query = params.toString();
  return `${BASE}${path}${query ? `?${query}` : ""}`;
}

export const useSaveDraft = (language: LanguageCode) =>
  useMenusWrite(language, ({ menus, version }: MenusSave) =>
    apiRequest<MenusEditorData>("PUT", addressOf("/draft", language, version), menus),
  );
export const usePublish = (language: LanguageCode) =>
  useMenusWrite(language, ({ menus, version }: MenusSave) =>
    apiRequest<MenusEditorData>("POST", addressOf("/publish", language, version), menus),
  );

/** Reads the menus as saved on the server again (after someone else saved them). */
export function useReloadMenus(language: LanguageCode) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: menusEditorKey(language) });
}
export const useDiscardDraft = (language: LanguageCode) =>
  useMenusWrite(language, () => apiRequest<MenusEditorData>("DELETE", addressOf("/draft", language)));
export const useRestoreOriginal = (language: LanguageCode) =>
  useMenusWrite(language, () => apiRequest<MenusEditorData>("POST", addressOf("/restore-original", language)));
export const useRestoreVersion = (language: LanguageCode) =>
  useMenusWrite(language, (id: number) => apiRequest<MenusEditorData>("POST", addressOf(`/versions/${id}/restore`, language)));
