import { labelledValues } from "./labelled-values";

/**
 * Why an Amministratore's action (or a second factor the session never passed, or a restore from a
 * backup) ended a person's sessions, said on the sign-in page. A module
 * without zod, so that the sign-in page's first script does not carry it.
 */
export const { values: SESSION_END_REASONS, labels: sessionEndMessages } = labelledValues({
  "role-changed": "Il tuo ruolo è cambiato: accedi di nuovo.",
  deactivated: "Il tuo account è stato disattivato: chiedi a un Amministratore di riattivarlo.",
  reset: "Il tuo accesso è stato reimpostato da un Amministratore: scegli la nuova password dal link che hai ricevuto.",
  "second-factor":
    "Il tuo account ora ha un secondo fattore di accesso: accedi di nuovo con il codice dell'app di autenticazione o con la passkey.",
  restored: "Il sito è stato ripristinato da un backup e tutte le sessioni sono state chiuse: accedi di nuovo.",
});
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

export const isSessionEndReason = (value: string | null | undefined): value is SessionEndReason =>
  SESSION_END_REASONS.includes(value as SessionEndReason);
