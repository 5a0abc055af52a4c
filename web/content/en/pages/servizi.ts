import { page as italian } from "../../pages/servizi";
import { englishPage } from "../english-page";
import texts from "./servizi.json";

export const address = "/en/services";

export const page = englishPage(italian, texts);
