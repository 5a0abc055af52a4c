import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminSettings, SmtpTestAnswer } from "../../../src/shared/schemas/settings-answers";
import type { PublicSettings } from "../../../src/shared/schemas/settings";
import type { SmtpSettingsInput } from "../../../src/shared/schemas/smtp";
import { apiRequest } from "../../lib/api-client";
import { SETTINGS_QUERY_KEY } from "../../lib/settings";
import { ADMIN_SETTINGS_KEY, adminSettingsQuery } from "./api/get-admin-settings";

export function useAdminSettings() {
  return useQuery({ ...adminSettingsQuery(), refetchOnWindowFocus: false });
}

export function useSaveBusinessFacts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: PublicSettings) => apiRequest<AdminSettings>("PUT", "/api/settings", values),
    onSuccess: (saved) => {
      queryClient.setQueryData(ADMIN_SETTINGS_KEY, saved);
      queryClient.setQueryData(SETTINGS_QUERY_KEY, saved.values);
    },
  });
}

export function useSaveSmtp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: SmtpSettingsInput) => apiRequest<AdminSettings>("PUT", "/api/settings/smtp", values),
    onSuccess: (saved) => {
      queryClient.setQueryData(ADMIN_SETTINGS_KEY, saved);
      void queryClient.invalidateQueries({ queryKey: ["/api/settings/email-status"] });
      void queryClient.invalidateQueries({ queryKey: ["/api/contact/requests"] });
    },
  });
}

export function useSendTestEmail() {
  return useMutation({
    mutationFn: (to: string) => apiRequest<SmtpTestAnswer>("POST", "/api/settings/smtp/test", { to }),
  });
}
