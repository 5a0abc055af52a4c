import { page as italian } from "../../../pages/applicazioni/hotel-resort";
import { englishPage } from "../../english-page";
import texts from "./hotel-resort.json";

export const address = "/en/applications/hotels-and-resorts";

export const page = englishPage(italian, texts);
