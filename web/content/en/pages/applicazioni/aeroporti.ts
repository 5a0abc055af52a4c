import { page as italian } from "../../../pages/applicazioni/aeroporti";
import { englishPage } from "../../english-page";
import texts from "./aeroporti.json";

export const address = "/en/applications/airports";

export const page = englishPage(italian, texts);
