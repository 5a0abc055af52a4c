/**
 * Figures that decisions.md ties together across pages (decision 18): shown to the editor of
 * each page as a reminder, never enforced.
 */
const installationsAndYears =
  "200+ impianti installati e 20+ anni di esperienza compaiono sia nella home sia in Automazione Parcheggi: se cambi un numero, aggiornalo anche nell'altra pagina.";
const experienceNotWarranty =
  "'20+ anni' è l'esperienza dell'azienda, mai la garanzia: la garanzia è di 24 mesi (Termini di servizio e Servizi).";

export const FIGURE_HINTS: Record<string, string[]> = {
  "/": [installationsAndYears, experienceNotWarranty],
  "/prodotti/automazione-parcheggi": [installationsAndYears, "Qui compare anche l'assistenza 24/7.", experienceNotWarranty],
  "/servizi": [
    "Servizi riporta 95%, −80%, +30%, 20+ anni, oltre 95 città italiane, 24/7/365 e 500+ installazioni (la lettura 'su tutti i lavori': la home e Automazione Parcheggi dicono 200+ impianti).",
    "Gli stessi 95%, −80%, +30% compaiono nella pagina Hotel & Resort.",
    experienceNotWarranty,
  ],
  "/applicazioni/hotel-resort": ["95%, −80%, +30% sono gli stessi numeri della pagina Servizi: tienili allineati."],
  "/applicazioni/municipalizzate": [
    "95+ Comuni partner, +60% entrate, −60% tempi di attesa, +40% efficienza; '95+' corrisponde alle 'oltre 95 città' della pagina Servizi.",
  ],
  "/applicazioni/centri-commerciali": ["+25% tempo di permanenza, +40% clienti fidelizzati, −40% costi di gestione."],
  "/prodotti/sistemi-fotovoltaici": [
    "60% di tempo di installazione in meno con la robotica; kit con pannello da 100 W e inverter da 1000 W.",
  ],
  "/prodotti/infomobilita": ["99,5% di precisione dei sensori e pannelli leggibili da 50+ m."],
  "/termini-servizio": ["La garanzia è di 24 mesi, come scritto anche nella pagina Servizi."],
};
