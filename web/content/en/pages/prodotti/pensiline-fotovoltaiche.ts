import { page as italian } from "../../../pages/prodotti/pensiline-fotovoltaiche";
import { englishPage } from "../../english-page";
import texts from "./pensiline-fotovoltaiche.json";

export const address = "/en/products/solar-carports";

export const page = englishPage(italian, texts);
