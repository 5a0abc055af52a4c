import { page as italian } from "../../pages/home";
import { englishPage } from "../english-page";
import texts from "./home.json";

export const address = "/en";

export const page = englishPage(italian, texts);
