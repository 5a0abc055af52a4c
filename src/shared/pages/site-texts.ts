import { z } from "zod";
import { fieldRegistry, line, paragraph } from "./fields";

/** The pages whose one-line description shows in the navigation menus: the three categories and the eight sectors. */
export const TAGLINE_PAGES = [
  ["/prodotti/automazione-parcheggi", "Automazione Parcheggi"],
  ["/prodotti/infomobilita", "Infomobilità"],
  ["/prodotti/pensiline-fotovoltaiche", "Pensiline Fotovoltaiche"],
  ["/applicazioni/aeroporti", "Aeroporti"],
  ["/applicazioni/ospedali", "Ospedali"],
  ["/applicazioni/centri-commerciali", "Centri Commerciali"],
  ["/applicazioni/municipalizzate", "Municipalizzate"],
  ["/applicazioni/hotel-resort", "Hotel & Resort"],
  ["/applicazioni/fiere-eventi", "Fiere & Eventi"],
  ["/applicazioni/aree-sosta-camion", "Aree Sosta Camion"],
  ["/applicazioni/aree-stagionali", "Aree Stagionali"],
] as const;

const TAGLINES_LABEL = "Descrizioni nei menu Prodotti e Applicazioni";

type TaglinePath = (typeof TAGLINE_PAGES)[number][0];

/**
 * Texts of the site's header and footer that are not business facts (those live in the settings):
 * the mission sentence of the footer and the menus' one-line descriptions.
 */
export const siteTextsSchema = z.object({
  mission: paragraph("Frase della missione (piè di pagina)", 300),
  taglines: z
    .object(
      Object.fromEntries(TAGLINE_PAGES.map(([path, label]) => [path, line(`Descrizione nel menu: ${label}`, 120)])) as Record<
        TaglinePath,
        ReturnType<typeof line>
      >,
      { error: `${TAGLINES_LABEL}: campo obbligatorio` },
    )
    .register(fieldRegistry, { label: TAGLINES_LABEL }),
});

export type SiteTexts = z.infer<typeof siteTextsSchema>;
