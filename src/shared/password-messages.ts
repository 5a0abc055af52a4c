/**
 * Messages of the new-password pair, kept free of zod: the sign-in pages (set-up, invitation)
 * show them before the form's checks are loaded.
 */
export const PASSWORD_MISMATCH = "Le due password non coincidono";
