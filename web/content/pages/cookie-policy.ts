import type { ContentPage } from "../types";

export const page: ContentPage = {
  path: "/cookie-policy",
  meta: {
    title: "Cookie Policy",
    description:
      "Quali cookie usa il sito, a cosa servono e come scegliere: cookie necessari sempre attivi, analitici, di marketing e funzionali solo con il tuo consenso.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Note legali",
      title: "Cookie policy",
      lead: "Il sito usa solo i cookie tecnici necessari al funzionamento; tutto il resto richiede il tuo consenso, che puoi cambiare quando vuoi.",
    },
    {
      kind: "prose",
      updated: "23 novembre 2026",
      sections: [
        {
          heading: "Cosa sono i cookie",
          paragraphs: [
            "I cookie e le tecnologie simili (come la memoria locale del browser) sono piccoli file o informazioni che un sito salva sul tuo dispositivo per funzionare o per raccogliere informazioni. Questa informativa segue le Linee guida del Garante per la protezione dei dati personali del 10 giugno 2021.",
          ],
        },
        {
          heading: "Cookie necessari",
          paragraphs: ["Sono sempre attivi perché senza di essi il sito non funziona. Non richiedono consenso."],
          items: [
            "parksite-cookie-consent (memoria locale del browser): ricorda la tua scelta sui cookie, la data, la versione di questa informativa e un codice casuale che accompagna la registrazione della scelta sul nostro server (vedi la Privacy Policy). Durata: 6 mesi.",
            "parksite-visita (memoria di sessione della scheda): la pagina da cui sei arrivato, il nome del sito di provenienza e i parametri della campagna del link, per allegarli alla richiesta se ci scrivi con il modulo di contatto. Non contiene alcun identificativo. Durata: si cancella alla chiusura della scheda.",
            "parksite_session (cookie tecnico): mantiene l'accesso del personale all'area riservata. Non riguarda i visitatori. Durata: fino all'uscita e comunque non oltre 7 giorni.",
          ],
        },
        {
          heading: "Statistiche di visita senza cookie",
          paragraphs: [
            "Contiamo le visite con uno strumento nostro, che non usa cookie e non salva l'indirizzo IP: registra la pagina vista, il nome del sito di provenienza, i parametri della campagna, il tipo di dispositivo e i clic sui link per telefonare, scrivere un'email o aprire WhatsApp. I visitatori unici di un giorno sono contati con un codice che cambia ogni giorno e non può essere ricondotto a te. Non sono contati i programmi automatici, il nostro personale e chi ha attivato nel browser Global Privacy Control o Do Not Track.",
            "Non serve il tuo consenso perché la misurazione è di prima parte, anonima e aggregata, come consentito dalle Linee guida del Garante del 10 giugno 2021. Per questo non dipende dalla categoria «Analitici» del banner. I dettagli sono nella Privacy Policy.",
          ],
        },
        {
          heading: "Cookie funzionali",
          paragraphs: [
            "La mappa interattiva della sede nella pagina Contatti è fornita da OpenStreetMap, che può salvare cookie sul tuo dispositivo. La carichiamo solo se accetti i cookie funzionali o se chiedi di visualizzarla.",
          ],
        },
        {
          heading: "Cookie analitici e di marketing",
          paragraphs: [
            "Oggi il sito non installa cookie analitici né di marketing: le statistiche di visita descritte sopra non ne usano. Se in futuro ne introdurremo, li attiveremo solo con il tuo consenso, aggiorneremo questa informativa e ti chiederemo di nuovo di scegliere.",
          ],
        },
        {
          heading: "Come scegliere e cambiare idea",
          items: [
            "Alla prima visita un banner ti permette di accettare tutti i cookie, accettare solo quelli necessari o personalizzare la scelta per categoria. Nessuna categoria facoltativa è preselezionata.",
            "Chiudendo il banner con la X accetti solo i cookie necessari. Continuare a navigare o scorrere la pagina non vale come consenso.",
            "Puoi modificare la scelta in qualsiasi momento dal link «Preferenze cookie» in fondo a ogni pagina.",
            "Ti chiediamo di nuovo il consenso dopo 6 mesi o quando questa informativa cambia.",
            "Puoi anche cancellare cookie e dati dei siti dalle impostazioni del tuo browser.",
          ],
        },
        {
          heading: "Titolare e contatti",
          paragraphs: [
            "Il titolare è {legalName}, {address}. Per domande scrivi a {email}. Per il resto del trattamento dei dati vedi la Privacy Policy.",
          ],
        },
      ],
    },
  ],
};
