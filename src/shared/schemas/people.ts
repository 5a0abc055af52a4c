import { z } from "zod";
import { ROLES } from "../roles";
import { email, newPasswordSchema, personNameSchema } from "./auth";
import { PASSWORD_MISMATCH } from "../password-messages";

const role = z.enum(ROLES, { error: "Scegli un ruolo: Amministratore, Editor o Commerciale" });

/** /admin/utenti: add a person. */
export const inviteSchema = z.object({ name: personNameSchema, email, role });
export const roleChangeSchema = z.object({ role });
export const activeChangeSchema = z.object({ active: z.boolean({ error: "Indica se l'account è attivo" }) });

const invitationToken = z
  .string({ error: "Link di invito non valido" })
  .min(1, { error: "Link di invito non valido" })
  .max(200, { error: "Link di invito non valido" });

/** The invitation page asks whose link it holds: the token travels in the body, never in a logged URL. */
export const invitationLookupSchema = z.object({ token: invitationToken });

/** The invitation page: the invited person chooses their name and password. */
export const acceptInvitationSchema = z.object({
  token: invitationToken,
  name: personNameSchema,
  password: newPasswordSchema,
});

export const profileNameSchema = z.object({ name: personNameSchema });
export const passwordChangeSchema = z.object({
  current: z.string({ error: "Inserisci la password attuale" }).min(1, { error: "Inserisci la password attuale" }).max(256),
  password: newPasswordSchema,
});

/** A new password typed differently the second time. */

/** The profile's password form: the change the server takes, plus the new password typed again. */
export const passwordChangeFormSchema = passwordChangeSchema
  .extend({ confirm: z.string() })
  .refine((value) => value.password === value.confirm, { path: ["confirm"], error: PASSWORD_MISMATCH, when: () => true });

export type InviteInput = z.infer<typeof inviteSchema>;
export type AcceptInvitationInput = z.infer<typeof acceptInvitationSchema>;
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

export type { InvitationAnswer, InvitationLookup, PersonView } from "./people-answers";

export const INVITATION_VALID_HOURS = 72;
