import { labelledValues } from "./labelled-values";

// No zod here: the statistics page reads these labels without the validation library.
/** The three ways a visitor answers the cookie banner, as the admin counts them. */
export const { values: consentChoiceKinds, labels: consentChoiceLabels } = labelledValues({
  all: "Accettato tutto",
  necessary: "Solo necessari",
  custom: "Personalizzato",
});
export type ConsentChoiceKind = (typeof consentChoiceKinds)[number];

export function consentChoiceKind(choice: { analytics: boolean; marketing: boolean; functional: boolean }): ConsentChoiceKind {
  const on = [choice.analytics, choice.marketing, choice.functional].filter(Boolean).length;
  if (on === 3) return "all";
  if (on === 0) return "necessary";
  return "custom";
}
