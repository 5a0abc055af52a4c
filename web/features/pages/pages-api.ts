import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { NewPageInput, PageDeletion } from "../../../src/shared/pages/new-pages";
import type { NewPageTranslation } from "../../../src/shared/pages/page-translations";
import type { BlogImageAnswer } from "../../../src/shared/schemas/post-answers";
import type { EditorData, PageEditorData } from "../../../src/shared/schemas/page-answers";
import { EDIT_VERSION_FIELD } from "../../../src/shared/edit-conflict";
import { apiRequest } from "../../lib/api-client";
import { uploadWithProgress } from "../../lib/upload";
import {
  CREATED_LIST_KEY,
  createdPagesQuery,
  editorKey,
  editorQuery,
  PAGES_LIST_KEY,
  pagesQuery,
  versionDiffQuery,
  versionsKey,
  versionsQuery,
} from "./api/get-pages";

const q = (path: string) => `?path=${encodeURIComponent(path)}`;

export function usePagesList() {
  return useQuery(pagesQuery());
}

/** The editor data of a page (`PageEditorData`) or of the header and footer texts (`SiteTextsEditorData`). */
export function useEditorData<D extends EditorData<unknown>>(path: string) {
  return useQuery({
    ...editorQuery<D>(path),
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function usePageVersions(path: string) {
  return useQuery(versionsQuery(path));
}

export function useVersionDiff(id: number | null) {
  return useQuery({
    ...versionDiffQuery(id ?? 0),
    enabled: id !== null,
    staleTime: 0,
  });
}

export type EditorAction<T> =
  | { kind: "draft"; content: T; version?: string }
  | { kind: "publish"; content: T; version?: string }
  | { kind: "restore-original" }
  | { kind: "restore-version"; id: number };

/** The version the save was made on: a newer one on the server makes it a 409 conflict. */
const onVersion = (version: string | undefined) =>
  version === undefined ? "" : `&${EDIT_VERSION_FIELD}=${encodeURIComponent(version)}`;

function send<D>(path: string, action: EditorAction<unknown>): Promise<D> {
  switch (action.kind) {
    case "draft":
      return apiRequest("PUT", `/api/pages/draft${q(path)}${onVersion(action.version)}`, action.content);
    case "publish":
      return apiRequest("POST", `/api/pages/publish${q(path)}${onVersion(action.version)}`, action.content);
    case "restore-original":
      return apiRequest("POST", `/api/pages/restore-original${q(path)}`);
    case "restore-version":
      return apiRequest("POST", `/api/pages/versions/${action.id}/restore`);
  }
}

/** Every write of the editor answers with the entry's new editor data. */
export function useEditorAction<T, D extends EditorData<T> & Partial<Pick<PageEditorData, "translation" | "translations">>>(
  path: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: EditorAction<T>) => send<D>(path, action),
    onSuccess: (data) => {
      queryClient.setQueryData(editorKey(path), data);
      void queryClient.invalidateQueries({ queryKey: versionsKey(path) });
      void queryClient.invalidateQueries({ queryKey: PAGES_LIST_KEY });
      void queryClient.invalidateQueries({ queryKey: CREATED_LIST_KEY });
      // A page's translation and its original show each other: their editors read them again when opened.
      const related = [
        ...(data.translation ? [data.translation.of] : []),
        ...(data.translations ?? []).map((translation) => translation.path),
      ];
      for (const other of related) void queryClient.invalidateQueries({ queryKey: editorKey(other) });
    },
  });
}

export function uploadPageImage(file: File, onProgress: (fraction: number) => void) {
  const form = new FormData();
  form.append("image", file);
  return uploadWithProgress<BlogImageAnswer>("/api/pages/upload-image", form, onProgress);
}

/** The pages staff created, with their status. */
export function useCreatedPages() {
  return useQuery(createdPagesQuery());
}

/** 'Nuova pagina': answers the new page's editor data. */
export function useCreatePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewPageInput) => apiRequest<PageEditorData>("POST", "/api/pages/created", input),
    onSuccess: (data) => {
      queryClient.setQueryData(editorKey(data.path), data);
      void queryClient.invalidateQueries({ queryKey: CREATED_LIST_KEY });
    },
  });
}

/** 'Traduci in inglese' on a created page: answers the English page's editor data. */
export function useTranslatePage(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewPageTranslation) => apiRequest<PageEditorData>("POST", `/api/pages/translation${q(path)}`, input),
    onSuccess: (data) => {
      queryClient.setQueryData(editorKey(data.path), data);
      // The Italian editor reads its translation again when opened next, not while it hands over to the English one.
      void queryClient.invalidateQueries({ queryKey: editorKey(path), refetchType: "none" });
      void queryClient.invalidateQueries({ queryKey: CREATED_LIST_KEY });
    },
  });
}

/** A new English address for a created page's translation: answers its editor data there. */
export function useMoveTranslation(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewPageTranslation) =>
      apiRequest<PageEditorData>("PUT", `/api/pages/translation/address${q(path)}`, input),
    onSuccess: (data) => {
      queryClient.setQueryData(editorKey(data.path), data);
      void queryClient.invalidateQueries({ queryKey: CREATED_LIST_KEY });
    },
  });
}

/** Deletes a created page, saying what its address becomes. */
export function useDeletePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ path, deletion }: { path: string; deletion: PageDeletion }) =>
      apiRequest("DELETE", `/api/pages/created${q(path)}`, deletion),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: CREATED_LIST_KEY }),
  });
}

/** Schedules the saved draft's publication (an ISO date), or cancels it (null). */
export function useSchedule(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (publishAt: string | null) =>
      publishAt === null
        ? apiRequest<PageEditorData>("DELETE", `/api/pages/schedule${q(path)}`)
        : apiRequest<PageEditorData>("POST", `/api/pages/schedule${q(path)}`, { publish_at: publishAt }),
    onSuccess: (data) => {
      queryClient.setQueryData(editorKey(path), data);
      void queryClient.invalidateQueries({ queryKey: CREATED_LIST_KEY });
    },
  });
}
