import { page as italian } from "../../../pages/prodotti/automazione-parcheggi";
import { englishPage } from "../../english-page";
import texts from "./automazione-parcheggi.json";

export const address = "/en/products/parking-automation";

export const page = englishPage(italian, texts);
