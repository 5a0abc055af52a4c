import type { ContactFormBlock } from "../../content/types";

/** The request form of the contact page (spec §2, §5, §7). */
export function ContactForm(_props: { block: ContactFormBlock }) {
  return null;
}
