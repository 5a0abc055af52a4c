import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminSettings, SmtpTestAnswer } from "../../../src/shared/schemas/settings-answers";
import type { PublicSettings } from "../../../src/shared/schemas/settings";
import type { SmtpSettingsInput } from "../../../src/shared/schemas/smtp";
import { apiRequest } from "../../lib/api-client";
import { SETTINGS_QUERY_KEY } from "../../lib/settings";
import { ADMIN_SETTINGS_KEY, adminSettingsQuery } from "./api/get-admin-settings";
import { businessTextsEditorKey, businessTextsEditorQuery } from "./api/get-business-texts";
import type { LanguageCode } from "../../../src/shared/languages";
import type { BusinessTexts } from "../../../src/shared/business-texts";
import type { BusinessTextsEditor } from "../../../src/shared/schemas/business-texts";

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
      // The opening hours are the Italian of a translation: it may now be out of date.
      void queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith("/api/settings/texts") });
    },
  });
}

export const useBusinessTextsEditor = (language: LanguageCode) =>
  useQuery({ ...businessTextsEditorQuery(language), refetchOnWindowFocus: false });

export function useSaveBusinessTexts(language: LanguageCode) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (texts: BusinessTexts) => apiRequest<BusinessTextsEditor>("PUT", `/api/settings/texts?lingua=${language}`, texts),
    onSuccess: (saved) => {
      queryClient.setQueryData(businessTextsEditorKey(language), saved);
      void queryClient.invalidateQueries({ queryKey: [`/api/settings/texts?lingua=${language}`] });
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
