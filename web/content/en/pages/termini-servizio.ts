import { page as italian } from "../../pages/termini-servizio";
import { englishPage } from "../english-page";
import texts from "./termini-servizio.json";

export const address = "/en/terms-of-service";

export const page = englishPage(italian, texts);
