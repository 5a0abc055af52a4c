import { page as italian } from "../../pages/cookie-policy";
import { englishPage } from "../english-page";
import texts from "./cookie-policy.json";

export const address = "/en/cookie-policy";

export const page = englishPage(italian, texts);
