import { page as italian } from "../../../pages/prodotti/park-basic";
import { englishPage } from "../../english-page";
import texts from "./park-basic.json";

export const address = "/en/products/park-basic";

export const page = englishPage(italian, texts);
