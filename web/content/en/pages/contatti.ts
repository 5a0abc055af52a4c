import { page as italian } from "../../pages/contatti";
import { englishPage } from "../english-page";
import texts from "./contatti.json";

export const address = "/en/contact";

export const page = englishPage(italian, texts);
