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
      updated: "22 novembre 2026",
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
          ],
        },
        {
          heading: "Basi giuridiche",
          items: [
            "Misure precontrattuali ed esecuzione del contratto (art. 6.1.b GDPR) per le richieste di preventivo e per i contratti.",
            "Obblighi di legge (art. 6.1.c GDPR) per la contabilità e la fatturazione.",
            "Consenso (art. 6.1.a GDPR) per le comunicazioni commerciali, revocabile in ogni momento.",
            "Legittimo interesse (art. 6.1.f GDPR) per la sicurezza del sito e la difesa dei nostri diritti.",
          ],
        },
        {
          heading: "Categorie di dati trattati",
          items: [
            "Dati identificativi e di contatto: nome, cognome, email, telefono.",
            "Dati aziendali: ragione sociale, ruolo, settore di interesse.",
            "Contenuto delle richieste che ci invii.",
            "Dati di navigazione: indirizzo IP, data e ora di accesso, pagine richieste, registrati nei log tecnici.",
          ],
          paragraphs: ["Non trattiamo categorie particolari di dati (art. 9 GDPR): ti chiediamo di non inserirne nei messaggi."],
        },
        {
          heading: "Conservazione dei dati",
          items: [
            "Dati relativi a contratti e fatturazione: 10 anni dalla cessazione del rapporto, come previsto dalla normativa civilistica e fiscale.",
            "Dati trattati per finalità di marketing: fino alla revoca del consenso e comunque non oltre 2 anni dall'ultimo contatto.",
            "Log tecnici: 6 mesi.",
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
