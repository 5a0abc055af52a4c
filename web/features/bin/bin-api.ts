import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ApiError, apiRequest } from "../../lib/api-client";
import { binQuery } from "./api/get-bin";

export function useBin() {
  return useQuery({ ...binQuery(), staleTime: 0 });
}

/** Restore, remove one for good, empty: each refreshes the bin and every list the element comes from. */
export function useBinWrites() {
  const queryClient = useQueryClient();
  const onSuccess = () => void queryClient.invalidateQueries();
  return {
    restore: useMutation<unknown, ApiError, number>({
      mutationFn: (id) => apiRequest("POST", `/api/bin/${id}/restore`),
      onSuccess,
    }),
    remove: useMutation<unknown, ApiError, number>({ mutationFn: (id) => apiRequest("DELETE", `/api/bin/${id}`), onSuccess }),
    empty: useMutation<unknown, ApiError, void>({ mutationFn: () => apiRequest("DELETE", "/api/bin"), onSuccess }),
  };
}
