// No zod here: the statistics page reads these labels without the validation library.
/** The three ways a visitor answers the cookie banner, as the admin counts them. */
export const consentChoiceKinds = ["all", "necessary", "custom"] as const;
export type ConsentChoiceKind = (typeof consentChoiceKinds)[number];

export const consentChoiceLabels: Record<ConsentChoiceKind, string> = {
  all: "Accettato tutto",
  necessary: "Solo necessari",
  custom: "Personalizzato",
};

export function consentChoiceKind(choice: { analytics: boolean; marketing: boolean; functional: boolean }): ConsentChoiceKind {
  const on = [choice.analytics, choice.marketing, choice.functional].filter(Boolean).length;
  if (on === 3) return "all";
  if (on === 0) return "necessary";
  return "custom";
}
