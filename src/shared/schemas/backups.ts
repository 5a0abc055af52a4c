import { z } from "zod";

/** When the daily backup runs and how many automatic backups stay (admin page and server). */
export const backupPolicySchema = z.object({
  hour: z
    .number({ error: "Indica l'ora del backup giornaliero" })
    .int({ error: "L'ora deve essere un numero intero" })
    .min(0, { error: "L'ora va da 0 a 23" })
    .max(23, { error: "L'ora va da 0 a 23" }),
  keepDaily: z
    .number({ error: "Indica quanti backup giornalieri tenere" })
    .int({ error: "Il numero di backup giornalieri deve essere intero" })
    .min(1, { error: "Tieni almeno 1 backup giornaliero" })
    .max(90, { error: "Al massimo 90 backup giornalieri" }),
  keepWeekly: z
    .number({ error: "Indica quanti backup settimanali tenere" })
    .int({ error: "Il numero di backup settimanali deve essere intero" })
    .min(0, { error: "Il numero di backup settimanali non può essere negativo" })
    .max(52, { error: "Al massimo 52 backup settimanali" }),
});

export type BackupPolicyInput = z.infer<typeof backupPolicySchema>;
