import { labelledValues } from "../labelled-values";

/** The starting templates of a new page, built from the same blocks as the built-in pages. */
export const { values: PAGE_TEMPLATES, labels: pageTemplateLabels } = labelledValues({
  vuota: "Vuota: solo il blocco di apertura",
  prodotto: "Prodotto: caratteristiche, numeri, fasi e invito a contattarci",
  settore: "Settore: esigenze, soluzioni e invito a contattarci",
  landing: "Landing page: apertura con pulsante, vantaggi, numeri e invito",
});
export type PageTemplate = (typeof PAGE_TEMPLATES)[number];
