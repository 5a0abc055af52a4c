import { createAdmin, EmailTakenError, resetPassword } from "../api/auth/auth.service";
import type { Config } from "../config";
import { closeDatabase } from "../db/client";
import { openDataFolder } from "../data-folder";
import { newAdminSchema } from "../shared/schemas/auth";
import { firstIssueMessage } from "../shared/schemas/validation";
import { UsageError, type AdminFlags } from "./args";

/** `parksite admin create|reset-password`: exit code 0 on success, 1 when the account state forbids it. */
export async function runAdminCommand(kind: "create" | "reset-password", flags: AdminFlags, config: Config): Promise<number> {
  const parsed = newAdminSchema.safeParse({ email: flags.email, password: flags.password });
  if (!parsed.success) throw new UsageError(firstIssueMessage(parsed.error));
  const { email, password } = parsed.data;

  const db = openDataFolder(config);
  try {
    if (kind === "create") {
      await createAdmin(db, email, password);
      console.log(`Amministratore ${email} creato. Accedi da /admin/login.`);
      return 0;
    }
    if (!(await resetPassword(db, email, password))) {
      console.error(`Errore: nessun amministratore con l'email ${email}.`);
      return 1;
    }
    console.log(`Password di ${email} aggiornata; le sessioni aperte sono state chiuse.`);
    return 0;
  } catch (error) {
    if (error instanceof EmailTakenError) {
      console.error(`Errore: ${error.message}.`);
      return 1;
    }
    throw error;
  } finally {
    closeDatabase(db);
  }
}
