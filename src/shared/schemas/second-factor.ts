import { z } from "zod";

export const totpCodeSchema = z.object({
  code: z
    .string({ error: "Inserisci il codice a 6 cifre" })
    .trim()
    .regex(/^\d{6}$/, { error: "Il codice è di 6 cifre" }),
});

/** The second step of sign-in: a code from the app, or one of the recovery codes. */
export const secondFactorSchema = z
  .object({
    code: z.string().trim().max(20).optional(),
    recoveryCode: z.string().trim().max(40).optional(),
  })
  .refine((v) => !!v.code || !!v.recoveryCode, { error: "Inserisci il codice dell'app o un codice di recupero" });

/** Every change of sign-in methods (passkeys, authenticator app, recovery codes) asks for the password again. */
export const passwordConfirmationSchema = z.object({
  password: z
    .string({ error: "Inserisci la tua password per confermare" })
    .min(1, { error: "Inserisci la tua password per confermare" })
    .max(256),
});

export const requireSecondFactorSchema = z.object({
  required: z.boolean({ error: "Indica se il secondo fattore è obbligatorio" }),
});

export type { SecurityAnswer } from "./people-answers";

export type SecondFactorMethod = "totp" | "passkey";

/** What POST /api/auth/login answers when a second factor is still needed. */
export interface SecondFactorChallenge {
  secondFactor: { methods: SecondFactorMethod[] };
}

/** A passkey's name as the person chooses it on the profile. */
const passkeyNameSchema = z
  .string({ error: "Dai un nome alla passkey" })
  .trim()
  .min(1, { error: "Dai un nome alla passkey, ad esempio 'Portatile ufficio'" })
  .max(60, { error: "Il nome può contenere al massimo 60 caratteri" });

/** The browser's WebAuthn answer is checked by @simplewebauthn/server; here only its shape. */
const webAuthnAnswer = z.looseObject({
  id: z.string().max(1024),
  rawId: z.string().max(1024),
  type: z.literal("public-key"),
  response: z.looseObject({ clientDataJSON: z.string().max(10_000) }),
});

export const passkeyRegistrationSchema = z.object({ name: passkeyNameSchema, response: webAuthnAnswer });
export const passkeyLoginSchema = z.object({ response: webAuthnAnswer });
