import { z } from "zod";

/** When the daily backup runs and how many automatic backups stay (admin page and server). */
export const backupPolicySchema = z.object({
  hour: z
    .number({ error: "Indica l'ora del backup giornaliero" })
    .int({ error: "L'ora deve essere un numero intero" })
    .min(0, { error: "L'ora va da 0 a 23" })
    .max(23, { error: "L'ora va da 0 a 23" }),
  keep_daily: z
    .number({ error: "Indica quanti backup giornalieri tenere" })
    .int({ error: "Il numero di backup giornalieri deve essere intero" })
    .min(1, { error: "Tieni almeno 1 backup giornaliero" })
    .max(90, { error: "Al massimo 90 backup giornalieri" }),
  keep_weekly: z
    .number({ error: "Indica quanti backup settimanali tenere" })
    .int({ error: "Il numero di backup settimanali deve essere intero" })
    .min(0, { error: "Il numero di backup settimanali non può essere negativo" })
    .max(52, { error: "Al massimo 52 backup settimanali" }),
});

export type BackupPolicyInput = z.infer<typeof backupPolicySchema>;

/** Off-site copies to an S3-compatible storage, as the admin page sends them (an empty secret keeps the stored one). */
export const offsiteSchema = z.object({
  endpoint: z
    .string()
    .trim()
    .max(300, { error: "Indirizzo troppo lungo" })
    .regex(/^https?:\/\/[^\s/$.?#][^\s]*$/, {
      error: "Indica l'indirizzo dello storage, ad esempio https://s3.eu-south-1.amazonaws.com",
    }),
  region: z.string().trim().min(1, { error: "Indica la regione (es. eu-south-1)" }).max(40, { error: "Regione troppo lunga" }),
  bucket: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
      error: "Nome del bucket non valido: 3-63 lettere minuscole, cifre, punti o trattini",
    }),
  access_key_id: z
    .string()
    .trim()
    .min(1, { error: "Indica la chiave di accesso" })
    .max(128, { error: "Chiave di accesso troppo lunga" }),
  secret_access_key: z.string().max(256, { error: "Chiave segreta troppo lunga" }),
  prefix: z
    .string()
    .trim()
    .max(100, { error: "Prefisso troppo lungo" })
    .regex(/^[A-Za-z0-9/_-]*$/, { error: "Il prefisso può contenere lettere, cifre, /, _ e -" }),
  keep: z
    .number({ error: "Indica quante copie tenere" })
    .int({ error: "Il numero di copie deve essere intero" })
    .min(1, { error: "Tieni almeno 1 copia" })
    .max(365, { error: "Al massimo 365 copie" }),
});

export type OffsiteInput = z.infer<typeof offsiteSchema>;
