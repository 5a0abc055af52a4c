import { page as italian } from "../../../pages/applicazioni/ospedali";
import { englishPage } from "../../english-page";
import texts from "./ospedali.json";

export const address = "/en/applications/hospitals";

export const page = englishPage(italian, texts);
