import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BackupJobAnswer, PolicySaved, RestoreAnswer } from "../../../src/shared/schemas/backup-answers";
import type { BackupPolicyInput, OffsiteInput } from "../../../src/shared/schemas/backups";
import { ApiError, apiRequest } from "../../lib/api-client";
import { uploadWithProgress } from "../../lib/upload";
import { BACKUPS_KEY, backupsQuery } from "./api/get-backups";

const signedOut = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * The list, the policy and the running operation; polled every second while one runs (or a restore was
 * just asked for), never once the session is gone: a restore ends every session, this one too.
 */
export function useBackups(restoreAsked = false) {
  return useQuery({
    ...backupsQuery(),
    retry: (count, error) => !signedOut(error) && count < 2,
    refetchInterval: (query) =>
      !signedOut(query.state.error) &&
      (query.state.data?.job?.state === "in_corso" || query.state.data?.restore?.state === "in_corso" || restoreAsked)
        ? 1000
        : false,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: BACKUPS_KEY });
}

export function useCreateBackup() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => apiRequest<BackupJobAnswer>("POST", "/api/backups"),
    onSettled: refresh,
  });
}

export function useDeleteBackup() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (name: string) => apiRequest("DELETE", `/api/backups/${encodeURIComponent(name)}`),
    onSettled: refresh,
  });
}

/** Restores a snapshot (`snapshot`) or data a restore set aside (`replaced`) in the running server. */
export function useStartRestore() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (target: { snapshot: string } | { replaced: string }) =>
      apiRequest<RestoreAnswer>(
        "POST",
        "snapshot" in target
          ? `/api/backups/${encodeURIComponent(target.snapshot)}/restore`
          : `/api/backups/replaced/${encodeURIComponent(target.replaced)}/restore`,
      ),
    onSettled: refresh,
  });
}

export function useDeleteReplaced() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (name: string) => apiRequest("DELETE", `/api/backups/replaced/${encodeURIComponent(name)}`),
    onSettled: refresh,
  });
}

export function useCancelRestore() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: () => apiRequest("DELETE", "/api/backups/restore"), onSettled: refresh });
}

export function useSavePolicy() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (policy: BackupPolicyInput) => apiRequest<PolicySaved>("PUT", "/api/backups/policy", policy),
    onSettled: refresh,
  });
}

export function useSaveOffsite() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: OffsiteInput) => apiRequest("PUT", "/api/backups/offsite", input),
    onSettled: refresh,
  });
}

export function useRemoveOffsite() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: () => apiRequest("DELETE", "/api/backups/offsite"), onSettled: refresh });
}

/** Sends a snapshot archive as the raw body, reporting upload progress. */
export const uploadArchive = (file: File, onProgress: (fraction: number) => void) =>
  uploadWithProgress<BackupJobAnswer>("/api/backups/upload", file, onProgress, {
    contentType: "application/x-tar",
    offline: "Caricamento non riuscito: controlla la connessione e riprova",
  });

const dateTime = new Intl.DateTimeFormat("it-IT", { timeZone: "Europe/Rome", dateStyle: "medium", timeStyle: "short" });

export const formatWhen = (iso: string) => dateTime.format(new Date(iso));

export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  if (bytes < 1024 * 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1).replace(".", ",")} MB`;
  return `${(bytes / 1024 / 1024 / 1024).toFixed(2).replace(".", ",")} GB`;
}
