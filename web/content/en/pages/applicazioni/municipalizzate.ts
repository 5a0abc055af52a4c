import { page as italian } from "../../../pages/applicazioni/municipalizzate";
import { englishPage } from "../../english-page";
import texts from "./municipalizzate.json";

export const address = "/en/applications/municipal-utilities";

export const page = englishPage(italian, texts);
