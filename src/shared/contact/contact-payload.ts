import { DEFAULT_LANGUAGE, type LanguageCode } from "../languages";
import { contactMessages } from "./contact-messages";
import { type ContactFormValues, type ContactPayload, isContactTipo } from "./contact-options";

/**
 * Spec §7: the request body built from the form's state, its text in the language of the page it was sent from
 * (the visitor reads it again in the confirmation e-mail).
 */
export function buildContactPayload(form: ContactFormValues, language: LanguageCode = DEFAULT_LANGUAGE): ContactPayload {
  const { request } = contactMessages(language);
  const tipo = form.tipo.trim();
  const text = form.messaggio.trim();
  // Spec §7 writes the Italian value as it is (its labels are Italian words anyway); another language names it.
  const tipoText = isContactTipo(tipo) && language !== DEFAULT_LANGUAGE ? contactMessages(language).tipoLabels[tipo] : tipo;
  const payload: ContactPayload = {
    name: `${form.nome.trim()} ${form.cognome.trim()}`,
    email: form.email.trim(),
    phone: form.telefono.trim(),
    company: form.azienda.trim() || request.noCompany,
    message: `${request.tipoLine}: ${tipoText || request.noTipo}\n\n${text ? `${request.messageLine}: ${text}` : request.generalRequest}`,
    marketing_consent: form.marketing,
    language,
  };
  if (isContactTipo(tipo)) payload.tipo = tipo;
  return payload;
}

/** Spec §8: the success toast; without e-mail the site promises no confirmation (decision 26). */
export function contactSuccessToast(confirmationEmail: boolean, language: LanguageCode = DEFAULT_LANGUAGE) {
  const { success } = contactMessages(language);
  return { title: success.title, description: confirmationEmail ? success.withEmail : success.withoutEmail };
}
