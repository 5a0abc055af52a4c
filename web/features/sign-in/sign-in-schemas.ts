/**
 * The zod schemas of the forms opened before signing in. They load with the first use of a form
 * (`loadSignInSchemas`: on focus, at the latest on submit), so that zod is not part of the first
 * script of the sign-in, set-up and invitation pages: they are interactive sooner on a phone.
 */
export { loginSchema, setupSchema } from "../../../src/shared/schemas/auth";
export { acceptInvitationSchema } from "../../../src/shared/schemas/people";
