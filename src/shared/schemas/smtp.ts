import { z } from "zod";

export const smtpSecurityOptions = [
  { value: "starttls", label: "STARTTLS (di solito porta 587)" },
  { value: "tls", label: "SSL/TLS (di solito porta 465)" },
  { value: "none", label: "Nessuna cifratura (solo server nella rete locale)" },
] as const;

export type SmtpSecurity = (typeof smtpSecurityOptions)[number]["value"];
export const securityValues = smtpSecurityOptions.map((o) => o.value) as [SmtpSecurity, ...SmtpSecurity[]];

const optionalEmail = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(254, { error: message })
    .refine((v) => v === "" || z.email().safeParse(v).success, { error: message });

/**
 * The SMTP form of /admin/impostazioni. An empty host turns e-mail off. An empty password keeps
 * the stored one; an empty user means no authentication (and drops any stored password).
 */
export const smtpSettingsSchema = z
  .object(
    {
      host: z
        .string({ error: "Indica il server SMTP" })
        .trim()
        .max(253, { error: "Nome del server troppo lungo" })
        .refine((v) => v === "" || /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$|^\[?[0-9a-f:.]+\]?$/i.test(v), {
          error: "Indica solo il nome del server, senza http:// né spazi (es. smtp.example.it)",
        }),
      port: z
        .number({ error: "La porta deve essere un numero tra 1 e 65535" })
        .int({ error: "La porta deve essere un numero tra 1 e 65535" })
        .min(1, { error: "La porta deve essere un numero tra 1 e 65535" })
        .max(65535, { error: "La porta deve essere un numero tra 1 e 65535" }),
      security: z.enum(securityValues, { error: "Scegli il tipo di connessione" }),
      user: z.string({ error: "Il nome utente deve essere un testo" }).trim().max(254, { error: "Nome utente troppo lungo" }),
      password: z.string({ error: "La password deve essere un testo" }).max(500, { error: "Password troppo lunga" }).optional(),
      from: optionalEmail("Inserisci un indirizzo mittente valido"),
      recipient: optionalEmail("Inserisci un indirizzo destinatario valido"),
    },
    { error: "Invia i dati del server SMTP" },
  )
  .superRefine((v, ctx) => {
    if (!v.host) return;
    if (!v.from) ctx.addIssue({ code: "custom", path: ["from"], message: "Indica l'indirizzo mittente delle email" });
    if (!v.recipient) {
      ctx.addIssue({ code: "custom", path: ["recipient"], message: "Indica l'indirizzo che riceve le richieste" });
    }
  });

export type SmtpSettingsInput = z.infer<typeof smtpSettingsSchema>;

export const smtpTestSchema = z.object(
  {
    to: z
      .string({ error: "Inserisci un indirizzo email valido" })
      .trim()
      .max(254, { error: "Inserisci un indirizzo email valido" })
      .refine((v) => v === "" || z.email().safeParse(v).success, { error: "Inserisci un indirizzo email valido" })
      .optional(),
  },
  { error: "Invia l'indirizzo a cui spedire la prova" },
);
