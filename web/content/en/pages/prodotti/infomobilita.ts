import { page as italian } from "../../../pages/prodotti/infomobilita";
import { englishPage } from "../../english-page";
import texts from "./infomobilita.json";

export const address = "/en/products/parking-guidance";

export const page = englishPage(italian, texts);
