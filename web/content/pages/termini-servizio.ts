import type { ContentPage } from "../types";

export const page: ContentPage = {
  path: "/termini-servizio",
  meta: {
    title: "Termini di servizio",
    description:
      "Le condizioni d'uso del sito e le condizioni generali di fornitura: garanzia standard di 24 mesi, modifiche comunicate con 30 giorni di preavviso.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Note legali",
      title: "Termini di servizio",
      lead: "Le condizioni che regolano l'uso del sito e, in sintesi, la fornitura dei nostri prodotti e servizi.",
    },
    {
      kind: "prose",
      updated: "22 novembre 2026",
      sections: [
        {
          heading: "Chi siamo",
          paragraphs: ["Il sito è gestito da {legalName}, con sede in {address}, P.IVA {vatNumber}, REA {rea}."],
        },
        {
          heading: "Uso del sito",
          items: [
            "I contenuti del sito hanno scopo informativo e non costituiscono un'offerta contrattuale.",
            "Caratteristiche, immagini e dati tecnici dei prodotti possono cambiare senza preavviso: fa fede l'offerta scritta.",
            "Testi, illustrazioni, marchi e software del sito sono di nostra proprietà o usati su licenza: non possono essere copiati senza autorizzazione.",
            "È vietato usare il sito per attività illecite o che ne compromettano il funzionamento.",
          ],
        },
        {
          heading: "Preventivi e contratti",
          paragraphs: [
            "Le richieste inviate dal sito non impegnano né te né noi. Il contratto si conclude con l'accettazione scritta della nostra offerta, che indica prodotti, servizi, prezzi, tempi e condizioni di pagamento.",
          ],
        },
        {
          heading: "Garanzia",
          paragraphs: [
            "Prodotti e installazioni sono coperti da una garanzia standard di 24 mesi dalla data di collaudo, salvo diverso accordo scritto. La garanzia non copre danni da uso improprio, manomissioni, eventi atmosferici eccezionali o interventi di terzi non autorizzati.",
          ],
        },
        {
          heading: "Assistenza",
          paragraphs: [
            "L'assistenza remota e la manutenzione oltre il periodo di garanzia sono regolate dal contratto di assistenza, che definisce livelli di servizio e tempi di intervento.",
          ],
        },
        {
          heading: "Responsabilità",
          paragraphs: [
            "Curiamo l'esattezza delle informazioni pubblicate ma non rispondiamo di errori materiali, di interruzioni temporanee del sito o dei contenuti di siti esterni raggiungibili tramite link.",
          ],
        },
        {
          heading: "Modifiche ai termini",
          paragraphs: [
            "Possiamo aggiornare questi termini: le modifiche sono pubblicate su questa pagina e comunicate ai clienti con almeno 30 giorni di preavviso.",
          ],
        },
        {
          heading: "Legge applicabile e foro competente",
          paragraphs: [
            "I termini sono regolati dalla legge italiana. Per le controversie con clienti professionali è competente in via esclusiva il Foro di Padova; per i consumatori resta fermo il foro del luogo di residenza.",
          ],
        },
      ],
    },
  ],
};
