import { z } from "zod";
import { ROLES } from "../roles";
import { SESSION_END_REASONS } from "../session-end";

// What the API answers about staff accounts: who is signed in, the people page, the own profile.
// One schema each with its type beside it, read back strictly by src/api/answers.test.ts; the
// browser imports the types only.

/** Who a staff member is: what every answer about a person starts with. */
const staffMember = { id: z.number().int(), name: z.string(), email: z.string(), role: z.enum(ROLES) };

/** What GET /api/auth/me answers for a signed-in staff member. */
export const authUserSchema = z.strictObject({
  ...staffMember,
  /** True when a second factor is required of everyone and this person has none yet: only the profile opens. */
  mustEnrolSecondFactor: z.boolean().optional(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** GET /api/auth/session: who is signed in, and, for a browser whose session an Amministratore ended, why. */
export const sessionAnswerSchema = z.strictObject({
  user: authUserSchema.nullable(),
  ended: z.enum(SESSION_END_REASONS).optional(),
});
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;

/** GET /api/auth/setup: whether the site still waits for its first Amministratore. */
export const setupAnswerSchema = z.strictObject({ needed: z.boolean() });
export type SetupAnswer = z.infer<typeof setupAnswerSchema>;

/** A line of /admin/utenti. */
export const personViewSchema = z.strictObject({
  ...staffMember,
  active: z.boolean(),
  secondFactor: z.boolean(),
  lastLoginAt: z.string().nullable(),
  /** Waiting for the person to open their invitation (or reset) link. */
  invitationPending: z.boolean(),
  /** Locked by too many failed sign-ins until this moment (ISO), or null. */
  lockedUntil: z.string().nullable(),
});
export type PersonView = z.infer<typeof personViewSchema>;

/** What the server answers when it makes an invitation or reset link: shown once, never stored in clear. */
export const invitationAnswerSchema = z.strictObject({
  person: personViewSchema,
  link: z.string(),
  expiresAt: z.string(),
  /** "sent" when the e-mail left, "not-configured" when e-mail is off, "failed" with the reason otherwise. */
  email: z.strictObject({ status: z.enum(["sent", "not-configured", "failed"]), message: z.string().optional() }),
});
export type InvitationAnswer = z.infer<typeof invitationAnswerSchema>;

/** POST /api/people/invitations/lookup: whom an invitation link is for. */
export const invitationLookupAnswerSchema = z.strictObject({ email: z.string(), name: z.string() });
export type InvitationLookup = z.infer<typeof invitationLookupAnswerSchema>;

/** GET and PUT /api/people/security: whether every staff member must have a second factor. */
export const securityAnswerSchema = z.strictObject({ requireSecondFactor: z.boolean() });
export type SecurityAnswer = z.infer<typeof securityAnswerSchema>;

/** GET /api/profile: the signed-in person's own account. */
export const profileViewSchema = z.strictObject({
  ...staffMember,
  totpEnabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  passkeys: z.array(
    z.strictObject({ id: z.string(), name: z.string(), createdAt: z.string(), lastUsedAt: z.string().nullable() }),
  ),
  /** An Amministratore requires a second factor of everyone. */
  secondFactorRequired: z.boolean(),
});
export type ProfileView = z.infer<typeof profileViewSchema>;

/** POST /api/profile/totp: a new, unconfirmed secret for the authenticator app. */
export const totpEnrolmentSchema = z.strictObject({
  secret: z.string(),
  uri: z.string(),
  /** The otpauth:// URI as an SVG QR code, ready for an <img src>. */
  qr: z.string(),
});
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

/** POST /api/profile/totp/confirm and /recovery-codes: the codes, shown once. */
export const recoveryCodesAnswerSchema = z.strictObject({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesAnswer = z.infer<typeof recoveryCodesAnswerSchema>;

/** PUT /api/profile/password: the change is made (this browser stays signed in). */
export const passwordChangedSchema = z.strictObject({ ok: z.literal(true) });
export type PasswordChanged = z.infer<typeof passwordChangedSchema>;

/** One signed-in browser of the person. */
export const sessionViewSchema = z.strictObject({
  id: z.string(),
  device: z.string(),
  ip: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type SessionView = z.infer<typeof sessionViewSchema>;
