import { page as italian } from "../../../pages/prodotti/sistemi-fotovoltaici";
import { englishPage } from "../../english-page";
import texts from "./sistemi-fotovoltaici.json";

export const address = "/en/products/photovoltaic-systems";

export const page = englishPage(italian, texts);
