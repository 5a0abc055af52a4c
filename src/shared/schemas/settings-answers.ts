import { z } from "zod";
import { emailStatusSchema } from "../contact/contact-answers";
import { publicSettingsSchema } from "./settings";
import { securityValues } from "./smtp";

// What /api/settings answers, one schema each with its type beside it; read back strictly by
// src/api/answers.test.ts. The browser imports the types only.

const { address, social } = publicSettingsSchema.shape;

/** GET /api/settings: the business facts every page shows, as staff saved them. */
export const publicSettingsAnswerSchema = z.strictObject({
  ...publicSettingsSchema.shape,
  address: z.strictObject(address.shape),
  social: z.strictObject(social.shape),
});

/** What the admin reads back: every SMTP value but the password, which never leaves the server. */
const smtpViewSchema = z.strictObject({
  source: emailStatusSchema.shape.source,
  host: z.string(),
  port: z.number().int(),
  security: z.enum(securityValues),
  user: z.string(),
  from: z.string(),
  recipient: z.string(),
  passwordSet: z.boolean(),
  /** A password was saved but can no longer be read (the server's secret key changed): it must be entered again. */
  passwordLost: z.boolean(),
});
export type SmtpView = z.infer<typeof smtpViewSchema>;

/** GET /api/settings/admin (and every save of the page): what /admin/impostazioni shows. */
export const adminSettingsSchema = z.strictObject({
  values: publicSettingsAnswerSchema,
  /** Business facts still holding the seeded example value. */
  examples: z.array(publicSettingsSchema.keyof()),
  smtp: smtpViewSchema,
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

/** POST /api/settings/smtp/test: to whom the test e-mail went, in a sentence staff read as it is. */
export const smtpTestAnswerSchema = z.strictObject({ message: z.string() });
export type SmtpTestAnswer = z.infer<typeof smtpTestAnswerSchema>;
