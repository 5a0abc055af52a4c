import { page as italian } from "../../../pages/applicazioni/aree-sosta-camion";
import { englishPage } from "../../english-page";
import texts from "./aree-sosta-camion.json";

export const address = "/en/applications/truck-parking";

export const page = englishPage(italian, texts);
