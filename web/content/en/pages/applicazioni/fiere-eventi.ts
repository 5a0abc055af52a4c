import { page as italian } from "../../../pages/applicazioni/fiere-eventi";
import { englishPage } from "../../english-page";
import texts from "./fiere-eventi.json";

export const address = "/en/applications/trade-fairs-and-events";

export const page = englishPage(italian, texts);
