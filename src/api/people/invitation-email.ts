import { INVITATION_VALID_HOURS } from "../../shared/schemas/people";

/** The Italian e-mail that carries an invitation or a reset link. */
export function invitationEmail(input: {
  kind: "invite" | "reset";
  name: string;
  role: string;
  company: string;
  link: string;
  invitedBy: string;
}): { subject: string; text: string } {
  const greeting = `Ciao ${input.name || ""},`.replace(" ,", ",");
  if (input.kind === "reset") {
    return {
      subject: `Nuovo accesso all'area riservata - ${input.company}`,
      text: `${greeting}\n\nun Amministratore ha reimpostato il tuo accesso all'area riservata del sito di ${input.company}: la password precedente non è più valida.\n\nScegli una nuova password da questo link (valido ${INVITATION_VALID_HOURS} ore, utilizzabile una sola volta):\n${input.link}\n\nSe non ti aspettavi questa email, avvisa un Amministratore.\n`,
    };
  }
  return {
    subject: `Invito all'area riservata - ${input.company}`,
    text: `${greeting}\n\n${input.invitedBy || "un Amministratore"} ti ha invitato a gestire il sito di ${input.company} con il ruolo ${input.role}.\n\nApri questo link per scegliere la tua password (valido ${INVITATION_VALID_HOURS} ore, utilizzabile una sola volta):\n${input.link}\n\nSe non ti aspettavi questo invito, ignora questa email.\n`,
  };
}
