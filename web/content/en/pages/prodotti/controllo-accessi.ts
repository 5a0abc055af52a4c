import { page as italian } from "../../../pages/prodotti/controllo-accessi";
import { englishPage } from "../../english-page";
import texts from "./controllo-accessi.json";

export const address = "/en/products/access-control";

export const page = englishPage(italian, texts);
