import { page as italian } from "../../../pages/prodotti/web2park";
import { englishPage } from "../../english-page";
import texts from "./web2park.json";

export const address = "/en/products/web2park";

export const page = englishPage(italian, texts);
