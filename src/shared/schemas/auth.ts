import { z } from "zod";

// Also here, where the rest of signing in is: the sign-in page reads them from ../session-end, without zod.
export { type SessionEndReason, sessionEndMessages } from "../session-end";

const PASSWORD_MIN_LENGTH = 10;
const PASSWORD_MAX_LENGTH = 128;

/** An e-mail address as staff type it, kept lower-case: one person, one address. */
export const email = z
  .string({ error: "Inserisci l'indirizzo email" })
  .trim()
  .min(1, { error: "Inserisci l'indirizzo email" })
  .max(254, { error: "Indirizzo email troppo lungo" })
  .pipe(z.email({ error: "Inserisci un indirizzo email valido" }))
  .transform((value) => value.toLowerCase());

/** A person's name as staff and colleagues read it (set-up, invitations, profile). */
export const personNameSchema = z
  .string({ error: "Inserisci il nome" })
  .trim()
  .min(2, { error: "Inserisci nome e cognome" })
  .max(100, { error: "Il nome può contenere al massimo 100 caratteri" })
  .refine(
    (value) => !/[<>]/.test(value) && Array.from(value).every((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f),
    {
      error: "Il nome contiene caratteri non ammessi",
    },
  );

/** Sign-in: the password is only checked against the stored hash. */
export const loginSchema = z.object({
  email,
  password: z
    .string({ error: "Inserisci la password" })
    .min(1, { error: "Inserisci la password" })
    .max(256, { error: "Password troppo lunga" }),
});

/**
 * A new password's length, for setup, invitations, the profile and the CLI; the server also
 * refuses weak ones (src/accounts/password-policy.ts).
 */
export const newPasswordSchema = z
  .string({ error: "Inserisci la password" })
  .min(PASSWORD_MIN_LENGTH, { error: `La password deve contenere almeno ${PASSWORD_MIN_LENGTH} caratteri` })
  .max(PASSWORD_MAX_LENGTH, { error: `La password può contenere al massimo ${PASSWORD_MAX_LENGTH} caratteri` });

export const newAdminSchema = z.object({ email, password: newPasswordSchema });

export const setupSchema = newAdminSchema.extend({
  name: personNameSchema,
  token: z.string({ error: "Link di configurazione non valido" }).min(1, { error: "Link di configurazione non valido" }),
});

export type LoginInput = z.infer<typeof loginSchema>;
export type SetupInput = z.infer<typeof setupSchema>;

export type { AuthUser, SessionAnswer, SetupAnswer } from "./people-answers";
