/** A brochure staff uploaded for a product: where the site serves it. */
export interface UploadedBrochure {
  address: string;
}

/**
 * The brochure staff uploaded for a product (`web2park`), which 'Scarica la brochure' hands out
 * instead of the datasheet made from the page (decision 29). The site keeps no uploaded brochures
 * yet, so every product answers with its datasheet.
 */
export function uploadedBrochureFor(_productKey: string): UploadedBrochure | null {
  return null;
}
