/*
 * What the contact form says to a visitor, in each of the site's languages. One table per language
 * (contact-messages-<code>.ts), all of one shape (contact-message-table.ts): a language added to the
 * list without its table does not compile.
 */
import type { LanguageCode } from "../languages";
import type { ContactMessages } from "./contact-message-table";
import { englishContactMessages } from "./contact-messages-en";
import { italianContactMessages } from "./contact-messages-it";

export const contactMessagesByLanguage: Record<LanguageCode, ContactMessages> = {
  it: italianContactMessages,
  en: englishContactMessages,
};

export const contactMessages = (language: LanguageCode): ContactMessages => contactMessagesByLanguage[language];
