import type { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { newPasswordSchema } from "../shared/schemas/auth";

/** zxcvbn's scale: 0 (guessed at once) … 4 (very hard). Below this a password is refused. */
const MIN_PASSWORD_SCORE = 3;

let estimator: Promise<ZxcvbnFactory> | null = null;

/**
 * Loaded and built on first use: the dictionaries take several megabytes of memory once loaded,
 * and a server that nobody sets a password on never needs them.
 */
function strength(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([
    import("@zxcvbn-ts/core"),
    import("@zxcvbn-ts/language-common"),
    import("@zxcvbn-ts/language-it"),
  ]).then(
    ([{ ZxcvbnFactory }, common, italian]) =>
      new ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...italian.dictionary },
        graphs: common.adjacencyGraphs,
        translations: italian.translations,
      }),
  );
  estimator.catch(() => {
    estimator = null;
  });
  return estimator;
}

/** The parts of a person's name and e-mail long enough to matter inside a password. */
function personalWords(person: { name?: string | null; email?: string | null }): string[] {
  const email = (person.email ?? "").toLowerCase();
  const words = [email, email.split("@")[0] ?? "", ...(person.name ?? "").toLowerCase().split(/[\s.'-]+/)];
  for (const part of (email.split("@")[0] ?? "").split(/[._+-]+/)) words.push(part);
  return [...new Set(words.filter((word) => word.length >= 3))];
}

/**
 * Why a new password is refused, in Italian, or null when it is acceptable: 10 to 128
 * characters, not containing the person's name or e-mail, and not weak by zxcvbn's estimate
 * (Italian and common dictionaries). The one rule for the setup page, invitations, the
 * profile and the CLI.
 */
export async function passwordProblem(
  password: string,
  person: { name?: string | null; email?: string | null } = {},
): Promise<string | null> {
  const length = newPasswordSchema.safeParse(password);
  if (!length.success) return length.error.issues[0]?.message ?? "Password non valida";
  const lower = password.toLowerCase();
  const personal = personalWords(person);
  if (personal.some((word) => lower.includes(word))) {
    return "La password non può contenere il tuo nome o il tuo indirizzo email: scegline una diversa";
  }
  const result = (await strength()).check(password, personal);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const hints = [result.feedback.warning, ...result.feedback.suggestions].filter(Boolean).join(" ");
  return `Password troppo facile da indovinare. ${hints || "Usa una frase di tre o quattro parole poco comuni."}`.trim();
}
