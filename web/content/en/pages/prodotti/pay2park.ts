import { page as italian } from "../../../pages/prodotti/pay2park";
import { englishPage } from "../../english-page";
import texts from "./pay2park.json";

export const address = "/en/products/pay2park";

export const page = englishPage(italian, texts);
