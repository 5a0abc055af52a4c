import { page as italian } from "../../../pages/applicazioni/centri-commerciali";
import { englishPage } from "../../english-page";
import texts from "./centri-commerciali.json";

export const address = "/en/applications/shopping-centres";

export const page = englishPage(italian, texts);
