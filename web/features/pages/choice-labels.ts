import type { IconName } from "../../../src/shared/pages/icon-names";

/** The Italian names the page editor gives the fixed values of its choices (the others are shown as they are). */
export const CHOICE_LABELS: Record<string, string> = {
  primary: "Principale",
  secondary: "Secondario",
  phone: "Telefono principale",
  phoneSeasonal: "Telefono aree stagionali",
  fallback: "Mostra un'immagine sostitutiva",
  hide: "Nascondi",
  grey: "Riquadro grigio",
};

/** The Italian name of each icon page content may use. */
export const ICON_LABELS: Record<IconName, string> = {
  "bar-chart": "Grafico",
  building: "Edificio",
  calendar: "Calendario",
  car: "Auto",
  "car-front": "Auto di fronte",
  clock: "Orologio",
  "credit-card": "Carta di pagamento",
  hospital: "Ospedale",
  hotel: "Hotel",
  key: "Chiave",
  "map-pin": "Luogo",
  monitor: "Schermo",
  plane: "Aereo",
  scan: "Lettura targhe",
  shield: "Scudo",
  shopping: "Acquisti",
  signpost: "Cartello",
  parking: "Parcheggio",
  sun: "Sole",
  tent: "Tenda",
  truck: "Camion",
  wrench: "Chiave inglese",
  zap: "Energia",
};
