import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DocumentAdmin } from "../../../src/shared/schemas/document-answers";
import type { DocumentInput } from "../../../src/shared/schemas/documents";
import { type ApiError, apiRequest, throwIfNotOk } from "../../lib/api-client";
import { DOCUMENTS_KEY, documentsQuery } from "./api/get-documents";

export function useDocuments() {
  return useQuery({ ...documentsQuery(), staleTime: 0 });
}

/** Sends a file as the request's body, its name in a header: streamed and counted by the server as it arrives. */
async function uploadFile(id: number, file: File): Promise<DocumentAdmin> {
  const res = await fetch(`/api/documents/${id}/file`, {
    method: "PUT",
    credentials: "include",
    headers: { "Content-Type": "application/octet-stream", "X-File-Name": encodeURIComponent(file.name) },
    body: file,
  });
  await throwIfNotOk(res);
  return (await res.json()) as DocumentAdmin;
}

/** Every write refreshes the list (and the bin, where a deleted document goes). */
export function useDocumentWrites() {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: DOCUMENTS_KEY });
  return {
    create: useMutation<DocumentAdmin, ApiError, DocumentInput>({
      mutationFn: (input) => apiRequest("POST", "/api/documents", input),
      onSettled,
    }),
    update: useMutation<DocumentAdmin, ApiError, { id: number; input: DocumentInput }>({
      mutationFn: ({ id, input }) => apiRequest("PUT", `/api/documents/${id}`, input),
      onSettled,
    }),
    upload: useMutation<DocumentAdmin, ApiError, { id: number; file: File }>({
      mutationFn: ({ id, file }) => uploadFile(id, file),
      onSettled,
    }),
    status: useMutation<DocumentAdmin, ApiError, { id: number; status: DocumentAdmin["status"] }>({
      mutationFn: ({ id, status }) => apiRequest("PUT", `/api/documents/${id}/status`, { status }),
      onSettled,
    }),
    remove: useMutation<unknown, ApiError, number>({
      mutationFn: (id) => apiRequest("DELETE", `/api/documents/${id}`),
      onSettled: () => queryClient.invalidateQueries(),
    }),
  };
}
