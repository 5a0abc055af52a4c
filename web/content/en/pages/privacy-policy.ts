import { page as italian } from "../../pages/privacy-policy";
import { englishPage } from "../english-page";
import texts from "./privacy-policy.json";

export const address = "/en/privacy-policy";

export const page = englishPage(italian, texts);
