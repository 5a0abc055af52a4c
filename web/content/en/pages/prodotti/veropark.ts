import { page as italian } from "../../../pages/prodotti/veropark";
import { englishPage } from "../../english-page";
import texts from "./veropark.json";

export const address = "/en/products/veropark";

export const page = englishPage(italian, texts);
