import type { NewPost } from "../schema";

const DAY_MS = 24 * 60 * 60 * 1000;

interface DemoPost extends Omit<NewPost, "created_at" | "updated_at"> {
  /** How many days before the first start the article was written. */
  daysAgo: number;
}

/** Three articles on the company's topics for a new data folder; the third is a draft. */
const demoPosts: DemoPost[] = [
  {
    daysAgo: 21,
    title: "Parcheggi senza biglietto: come funziona la lettura targhe",
    slug: "parcheggi-senza-biglietto-lettura-targhe",
    excerpt:
      "Niente ticket da stampare, smarrire o pagare alla cassa: con la lettura targhe l'auto stessa diventa il titolo di sosta. Ecco come funziona un impianto Web2Park, passo per passo.",
    tags: "Web2Park, lettura targhe, automazione parcheggi",
    published: true,
    cover_image: "/attached_assets/illustrations/barrier-camera.svg",
    article_images: ["/attached_assets/illustrations/access-control.svg", "/attached_assets/illustrations/web-platform.svg"],
    content: `Il biglietto di carta è l'anello debole di ogni parcheggio: si stampa, si inceppa, si perde e costringe il gestore a presidiare casse e colonnine. Con la **lettura targhe** il titolo di sosta è la targa stessa del veicolo, e il percorso dell'automobilista diventa semplice come entrare e uscire.

## Che cosa succede all'ingresso
Una telecamera OCR legge la targa mentre il veicolo si avvicina alla sbarra. Il sistema registra l'orario di ingresso, verifica se si tratta di un abbonato e apre la sbarra in meno di un secondo. Nessun pulsante da premere, nessun ticket da ritirare.

## Il pagamento
L'automobilista paga quando vuole:
- alla cassa automatica, digitando la targa;
- dallo *smartphone*, attraverso la pagina di pagamento del parcheggio;
- con l'abbonamento, che viene riconosciuto in automatico.

## L'uscita
In uscita la telecamera legge di nuovo la targa, il sistema verifica che la sosta sia stata pagata e la sbarra si apre. Se qualcosa non torna, l'operatore interviene **da remoto, 24 ore su 24**, vede le immagini delle telecamere e risolve il problema senza andare sul posto.

## Perché conviene
> Meno componenti meccanici significa meno guasti, meno interventi e meno costi di gestione.

Niente stampanti di ticket da manutenere, niente rotoli di carta da sostituire, niente biglietti smarriti da gestire alla cassa. E i dati di ogni transito sono subito disponibili per statistiche e controlli.

Vuoi capire se la lettura targhe è adatta al tuo parcheggio? [Richiedi una consulenza gratuita](/contatti) oppure scopri di più su [Web2Park](/prodotti/web2park).`,
  },
  {
    daysAgo: 9,
    title: "Pensiline fotovoltaiche: ombra per le auto, energia per ricaricarle",
    slug: "pensiline-fotovoltaiche-ricarica-auto-elettriche",
    excerpt:
      "Una pensilina fotovoltaica trasforma il parcheggio in una piccola centrale: ripara le auto dal sole e dalla grandine e produce l'energia per ricaricare i veicoli elettrici.",
    tags: "pensiline fotovoltaiche, ricarica veicoli elettrici, Sistema Over",
    published: true,
    cover_image: "/attached_assets/illustrations/solar-canopy.svg",
    article_images: ["/attached_assets/illustrations/robot-install.svg"],
    content: `Un parcheggio all'aperto occupa migliaia di metri quadrati esposti al sole tutto il giorno. Coprirlo con **pensiline fotovoltaiche** significa dare ombra e riparo alle auto e, allo stesso tempo, produrre energia pulita proprio dove serve.

## Due funzioni in una struttura
Le pensiline del *Sistema Over* sono progettate per:
1. proteggere i veicoli da sole, pioggia e grandine;
2. produrre energia elettrica con i moduli fotovoltaici sulla copertura;
3. alimentare le colonnine di ricarica per i veicoli elettrici installate sotto la struttura.

## Energia dove parcheggi
L'energia prodotta dalla pensilina alimenta prima di tutto le colonnine di ricarica: chi lascia l'auto al lavoro, al centro commerciale o in hotel la ritrova carica, con energia prodotta sul posto. L'eccedenza può servire gli edifici vicini o essere immessa in rete.

## Per chi è pensata
- **Aziende** che vogliono offrire la ricarica a dipendenti e visitatori.
- **Centri commerciali e hotel**, dove la ricarica diventa un servizio in più per i clienti.
- **Enti pubblici**, per parcheggi di scambio e aree di sosta più sostenibili.

## Installazione rapida
La posa dei moduli può essere eseguita con il sistema di installazione robotizzata, che riduce i tempi di cantiere e l'impatto sull'uso del parcheggio durante i lavori.

Vuoi una stima della produzione per il tuo parcheggio? [Contattaci](/contatti): ti aiutiamo a dimensionare l'impianto.`,
  },
  {
    daysAgo: 2,
    title: "Aree di sosta stagionali: il parcheggio che funziona da solo",
    slug: "aree-sosta-stagionali-parcheggio-non-presidiato",
    excerpt:
      "Spiagge, località montane ed eventi estivi hanno bisogno di parcheggi solo per pochi mesi l'anno. Con il pagamento contactless all'ingresso e l'uscita libera non serve personale in cassa.",
    tags: "Pay-in-Park, aree stagionali, pagamento contactless",
    published: false,
    cover_image: "/attached_assets/illustrations/seasonal-beach.svg",
    article_images: [],
    content: `Il parcheggio della spiaggia lavora a pieno ritmo tre mesi l'anno e resta vuoto per i restanti nove. Assumere personale per la cassa solo per la stagione è costoso e complicato: per questo le aree stagionali sono il caso ideale per un parcheggio **non presidiato**.

## Si paga all'ingresso, si esce liberamente
Con *Pay-in-Park* l'automobilista paga all'ingresso con una carta di credito o di debito **contactless**. Non ci sono ticket né contanti. All'uscita una spira rileva il veicolo e la sbarra si apre: nessuna coda alla cassa nel momento in cui tutti lasciano la spiaggia.

## Sempre chiaro se c'è posto
Il contaposti aggiorna un tabellone semaforico all'ingresso:
- **verde** quando ci sono posti liberi;
- **rosso** quando l'area è piena.

Così si evitano giri a vuoto e code sulla strada di accesso.

## Anche dove non arriva la rete
Molte aree stagionali non hanno una linea fissa. Il terminale di pagamento può collegarsi con un modem **4G** opzionale, e l'impianto si controlla da remoto per tutta la stagione.

Stai preparando la prossima stagione? [Scrivici](/contatti) per una proposta su misura.`,
  },
];

/** The alt texts of the bundled pictures the demo articles show (kept by address, as for any picture of another place). */
export const demoImageTexts: Record<string, string> = {
  "/attached_assets/illustrations/barrier-camera.svg": "Sbarra d'ingresso con la telecamera che legge la targa dell'auto",
  "/attached_assets/illustrations/access-control.svg": "Varco con lettore di tessere e antenna per il controllo degli accessi",
  "/attached_assets/illustrations/web-platform.svg": "Pannello web con transiti, incassi e grafici del parcheggio",
  "/attached_assets/illustrations/solar-canopy.svg": "Pensilina fotovoltaica sopra una fila di posti auto",
  "/attached_assets/illustrations/robot-install.svg": "Braccio robotico che posa un pannello fotovoltaico sulla pensilina",
  "/attached_assets/illustrations/seasonal-beach.svg": "Parcheggio stagionale vicino alla spiaggia con terminale di pagamento",
};

/** The demo articles as rows, dated relative to `now`. */
export function demoPostRows(now = new Date()): NewPost[] {
  return demoPosts.map(({ daysAgo, ...post }) => {
    const at = new Date(now.getTime() - daysAgo * DAY_MS).toISOString();
    const live = post.published === true;
    return { ...post, status: live ? "published" : "draft", published_at: live ? at : null, created_at: at, updated_at: at };
  });
}
