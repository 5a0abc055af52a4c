import type { ContentPage } from "../types";

export const page: ContentPage = {
  path: "/privacy-policy",
  meta: {
    title: "Privacy Policy",
    description:
      "Come trattiamo i dati personali di chi visita il sito e ci contatta: titolare, finalità, basi giuridiche, conservazione, diritti e reclamo al Garante.",
  },
  blocks: [
    {
      kind: "hero",
      eyebrow: "Note legali",
      title: "Informativa sulla privacy",
      lead: "Informativa ai sensi degli articoli 13 e 14 del Regolamento (UE) 2016/679 (GDPR) per chi visita il sito, ci contatta o è nostro cliente.",
    },
    {
      kind: "prose",
      updated: "23 novembre 2026",
      sections: [
        {
          heading: "Titolare del trattamento",
          paragraphs: [
            "Il titolare del trattamento è {legalName}, con sede in {address}, P.IVA {vatNumber}. Per qualsiasi questione sui tuoi dati puoi scrivere a {email} o chiamare il {phone}.",
          ],
        },
        {
          heading: "Finalità del trattamento",
          items: [
            "Rispondere alle richieste di informazioni e di preventivo inviate con il modulo di contatto, per email, telefono o WhatsApp.",
            "Concludere ed eseguire i contratti di fornitura, installazione e assistenza, e adempiere ai relativi obblighi amministrativi e fiscali.",
            "Inviare comunicazioni commerciali e novità sui nostri prodotti, solo se ci hai dato il consenso.",
            "Garantire la sicurezza del sito e prevenire abusi, tramite i registri tecnici (log).",
            "Contare in forma anonima e aggregata le visite al sito e capire quali pagine e campagne portano richieste, senza cookie (vedi «Statistiche di visita senza cookie»).",
            "Conservare la prova delle scelte fatte nel banner dei cookie.",
          ],
        },
        {
          heading: "Basi giuridiche",
          items: [
            "Misure precontrattuali ed esecuzione del contratto (art. 6.1.b GDPR) per le richieste di preventivo e per i contratti.",
            "Obblighi di legge (art. 6.1.c GDPR) per la contabilità e la fatturazione.",
            "Consenso (art. 6.1.a GDPR) per le comunicazioni commerciali, revocabile in ogni momento.",
            "Legittimo interesse (art. 6.1.f GDPR) per la sicurezza del sito, la difesa dei nostri diritti e le statistiche di visita anonime e aggregate.",
            "Obbligo di dimostrare il consenso (art. 7.1 GDPR) per il registro delle scelte sui cookie.",
          ],
        },
        {
          heading: "Categorie di dati trattati",
          items: [
            "Dati identificativi e di contatto: nome, cognome, email, telefono.",
            "Dati aziendali: ragione sociale, ruolo, settore di interesse.",
            "Contenuto delle richieste che ci invii.",
            "Dati di navigazione: indirizzo IP, data e ora di accesso, pagine richieste, registrati nei log tecnici.",
            "Provenienza della richiesta: la pagina da cui sei arrivato sul sito, la pagina da cui hai inviato il modulo, il sito di provenienza (solo il suo nome, per esempio www.google.it) e i parametri della campagna (utm_source, utm_medium, utm_campaign), salvati insieme alla richiesta.",
          ],
          paragraphs: ["Non trattiamo categorie particolari di dati (art. 9 GDPR): ti chiediamo di non inserirne nei messaggi."],
        },
        {
          heading: "Statistiche di visita senza cookie",
          paragraphs: [
            "Per sapere quante persone visitano il sito e quali pagine e campagne portano richieste, il sito invia al nostro server, dopo il caricamento di ogni pagina, un breve messaggio con: l'indirizzo della pagina (senza i parametri), il nome del sito da cui arrivi e i parametri utm_source, utm_medium e utm_campaign del link, solo per la prima pagina della visita; il tipo di dispositivo (computer, tablet o smartphone); i clic sui link per telefonare, scrivere un'email o aprire WhatsApp, con la pagina in cui sono avvenuti.",
            "Per contare i visitatori unici di un giorno il server calcola un codice a partire da indirizzo IP, browser e nome del sito, mescolati con una chiave casuale che vale un solo giorno e poi viene cancellata: il giorno dopo lo stesso visitatore ha un codice diverso e nessuno, neanche noi, può risalire al codice di ieri. L'indirizzo IP e i dati del browser non vengono mai salvati.",
            "Non sono contati i programmi automatici (motori di ricerca, strumenti di controllo), il nostro personale collegato all'area riservata e chi ha chiesto al browser di non essere tracciato (Global Privacy Control o Do Not Track).",
            "Perché non serve il tuo consenso: non usiamo cookie né identificativi che restano sul tuo dispositivo, non salviamo l'indirizzo IP, i dati restano sul nostro server, li usiamo solo noi e solo come totali, senza incrociarli con altre informazioni e senza cederli a terzi. Le Linee guida del Garante del 10 giugno 2021 equiparano questi strumenti di misurazione di prima parte e aggregati a quelli tecnici, per i quali il consenso non è richiesto. L'unica informazione salvata nel browser è la provenienza della visita nella memoria di sessione della scheda, descritta nella Cookie Policy.",
          ],
        },
        {
          heading: "Registro delle scelte sui cookie",
          paragraphs: [
            "Quando scegli nel banner dei cookie registriamo sul nostro server data e ora, versione della Cookie Policy, la scelta per ogni categoria e un codice casuale creato dal tuo browser e salvato insieme alla scelta. Non registriamo l'indirizzo IP né i dati del browser. Serve a dimostrare quale scelta è stata fatta e su quale informativa.",
          ],
        },
        {
          heading: "Conservazione dei dati",
          items: [
            "Dati relativi a contratti e fatturazione: 10 anni dalla cessazione del rapporto, come previsto dalla normativa civilistica e fiscale.",
            "Dati trattati per finalità di marketing: fino alla revoca del consenso e comunque non oltre 2 anni dall'ultimo contatto.",
            "Log tecnici: 6 mesi.",
            "Statistiche di visita: i singoli eventi per 30 giorni, poi solo i totali giornalieri, conservati per 25 mesi.",
            "Registro delle scelte sui cookie: 25 mesi.",
            "Richieste di informazioni che non diventano un contratto: il tempo necessario a gestirle e comunque non oltre 2 anni.",
          ],
        },
        {
          heading: "Destinatari",
          paragraphs: [
            "I dati sono trattati dal nostro personale autorizzato e da fornitori che ci supportano (servizi di hosting, posta elettronica, consulenti amministrativi), nominati responsabili del trattamento. Non vendiamo né cediamo i tuoi dati a terzi. I dati sono conservati nell'Unione europea.",
          ],
        },
        {
          heading: "I tuoi diritti",
          paragraphs: [
            "Puoi chiedere in ogni momento l'accesso ai tuoi dati, la rettifica, la cancellazione, la limitazione del trattamento, la portabilità e opporti al trattamento (articoli da 15 a 22 GDPR), oltre a revocare il consenso già dato. Rispondiamo entro 30 giorni dalla richiesta.",
          ],
        },
        {
          heading: "Come contattarci",
          paragraphs: [
            "Per esercitare i tuoi diritti scrivi a {email} indicando «Privacy» nell'oggetto, oppure invia una lettera a {legalName}, {address}.",
          ],
        },
        {
          heading: "Reclamo all'autorità di controllo",
          paragraphs: [
            "Se ritieni che il trattamento violi il GDPR puoi proporre reclamo al Garante per la protezione dei dati personali, Piazza Venezia 11, 00187 Roma, www.garanteprivacy.it.",
          ],
        },
      ],
    },
  ],
};
