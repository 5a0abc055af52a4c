import { createAdmin, EmailTakenError, resetPassword } from "../api/auth/auth.service";
import { passwordProblem } from "../accounts/password-policy";
import { writeAudit } from "../audit/audit.service";
import type { Config } from "../config";
import { closeDatabase } from "../db/client";
import { openDataFolder } from "../data-folder";
import { ROLES, type Role, roleLabels } from "../shared/roles";
import { COMMAND_LINE_ADDRESS } from "../shared/audit";
import { newAdminSchema } from "../shared/schemas/auth";
import { firstIssueMessage } from "../shared/schemas/validation";
import { UsageError, type AdminFlags } from "./args";

function roleOf(flag: string | undefined): Role {
  if (flag === undefined) return "amministratore";
  const role = ROLES.find((r) => r === flag.toLowerCase());
  if (!role) throw new UsageError(`ruolo sconosciuto: ${flag}; usa ${ROLES.join(", ")}`);
  return role;
}

/** Asks a question on the terminal and answers what was typed. */
export type Ask = (question: string) => Promise<string>;

/**
 * The name of the person the account is for, asked on the terminal when --name is not given, so
 * staff lists show who it is. Without a terminal (a script, a service) nothing is asked: the
 * command stays non-interactive and the account goes by its e-mail until its name is set.
 */
const askOnTerminal: Ask | null = process.stdin.isTTY
  ? async (question) => {
      const { createInterface } = await import("node:readline/promises");
      const terminal = createInterface({ input: process.stdin, output: process.stdout });
      try {
        return await terminal.question(question);
      } finally {
        terminal.close();
      }
    }
  : null;

/** `parksite admin create|reset-password`: exit code 0 on success, 1 when the account state forbids it. */
export async function runAdminCommand(
  kind: "create" | "reset-password",
  flags: AdminFlags,
  config: Config,
  ask: Ask | null = askOnTerminal,
): Promise<number> {
  const parsed = newAdminSchema.safeParse({ email: flags.email, password: flags.password });
  if (!parsed.success) throw new UsageError(firstIssueMessage(parsed.error));
  const { email, password } = parsed.data;
  const role = roleOf(flags.role);
  const typed = flags.name ?? (kind === "create" && ask ? await ask("Nome e cognome (Invio per lasciarlo vuoto): ") : "");
  const name = typed.trim().slice(0, 100);
  // The same rules as the admin pages; for reset-password the stored name is not known here.
  const problem = await passwordProblem(password, { email, name });
  if (problem) throw new UsageError(problem);

  const db = openDataFolder(config);
  try {
    if (kind === "create") {
      const user = await createAdmin(db, email, password, role, name);
      writeAudit(db, { event: "people.invited", actor: null, ip: COMMAND_LINE_ADDRESS, target: email, details: { role } });
      console.log(`Account ${roleLabels[user.role]} ${email} creato. Accedi da /admin/login.`);
      return 0;
    }
    if (!(await resetPassword(db, email, password))) {
      console.error(`Errore: nessun amministratore o altro account con l'email ${email}.`);
      return 1;
    }
    writeAudit(db, { event: "account.password_changed", actor: null, ip: COMMAND_LINE_ADDRESS, target: email });
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
