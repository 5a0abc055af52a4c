import { page as italian } from "../../../pages/applicazioni/aree-stagionali";
import { englishPage } from "../../english-page";
import texts from "./aree-stagionali.json";

export const address = "/en/applications/seasonal-parking";

export const page = englishPage(italian, texts);
