import { ContactForm } from "../features/contact/contact-form";
import type { IslandHydration } from "../lib/islands";
import { withPageData } from "./page-data";

/** The form enables its send button once on screen: it stays disabled until its code can check the form. */
export const hydrate: IslandHydration = "visible";
export const component = withPageData(ContactForm);
