import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DiffPart, PageEditorData, PageListItem, PageVersion } from "../../../src/shared/pages/page-edits";
import type { PageContent } from "../../../src/shared/pages/page-schema";
import { apiRequest } from "../../lib/api-client";
import { uploadWithProgress } from "../../lib/upload";

const q = (path: string) => `?path=${encodeURIComponent(path)}`;

const PAGES_LIST_KEY = ["/api/pages"] as const;
const editorKey = (path: string) => [`/api/pages/editor${q(path)}`] as const;
const versionsKey = (path: string) => [`/api/pages/versions${q(path)}`] as const;

export function usePagesList() {
  return useQuery<PageListItem[]>({ queryKey: PAGES_LIST_KEY });
}

export function usePageEditorData(path: string) {
  return useQuery<PageEditorData>({
    queryKey: editorKey(path),
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function usePageVersions(path: string) {
  return useQuery<PageVersion[]>({ queryKey: versionsKey(path) });
}

export function useVersionDiff(id: number | null) {
  return useQuery<{ parts: DiffPart[] }>({
    queryKey: [`/api/pages/versions/${id}/diff`],
    enabled: id !== null,
    staleTime: 0,
  });
}

type EditorAction =
  | { kind: "draft"; content: PageContent }
  | { kind: "publish"; content: PageContent }
  | { kind: "restore-original" }
  | { kind: "restore-version"; id: number };

function send(path: string, action: EditorAction): Promise<PageEditorData> {
  switch (action.kind) {
    case "draft":
      return apiRequest("PUT", `/api/pages/draft${q(path)}`, action.content);
    case "publish":
      return apiRequest("POST", `/api/pages/publish${q(path)}`, action.content);
    case "restore-original":
      return apiRequest("POST", `/api/pages/restore-original${q(path)}`);
    case "restore-version":
      return apiRequest("POST", `/api/pages/versions/${action.id}/restore`);
  }
}

/** Every write of the editor answers with the page's new editor data. */
export function usePageAction(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: EditorAction) => send(path, action),
    onSuccess: (data) => {
      queryClient.setQueryData(editorKey(path), data);
      void queryClient.invalidateQueries({ queryKey: versionsKey(path) });
      void queryClient.invalidateQueries({ queryKey: PAGES_LIST_KEY });
    },
  });
}

export function uploadPageImage(file: File, onProgress: (fraction: number) => void) {
  const form = new FormData();
  form.append("image", file);
  return uploadWithProgress<{ imageUrl: string }>("/api/pages/upload-image", form, onProgress);
}
