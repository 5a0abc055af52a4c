import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { MediaUpdate } from "../../../src/shared/schemas/media";
import type { MediaItem } from "../../../src/shared/schemas/media-answers";
import { apiRequest } from "../../lib/api-client";
import { mediaPageQuery } from "../../lib/api/get-media";

const BASE = "/api/media";

export function useMediaList(params: URLSearchParams) {
  return useQuery({ ...mediaPageQuery(params), placeholderData: keepPreviousData });
}

function useMediaMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(BASE) }),
  });
}

export const useUpdateMedia = () =>
  useMediaMutation(({ id, input }: { id: number; input: MediaUpdate }) => apiRequest<MediaItem>("PUT", `${BASE}/${id}`, input));
export const useDeleteMedia = () => useMediaMutation((id: number) => apiRequest("DELETE", `${BASE}/${id}`));
export const useUploadMedia = () =>
  useMediaMutation((file: File) => {
    const form = new FormData();
    form.set("image", file);
    return apiRequest<MediaItem>("POST", BASE, form);
  });
