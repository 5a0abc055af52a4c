/** What the contact form sends for a visitor who took their time: a hospital's buyer asking for two gates. */
export const contactFormBody = {
  name: "Giulia Verdi",
  email: "giulia.verdi@example.it",
  phone: "+39 347 123 4567",
  company: "Ospedale di Vicenza",
  message: "Tipo di applicazione: ospedale\n\nMessaggio: Ci servono due varchi con lettura targhe.",
  tipo: "ospedale",
  marketing_consent: true,
  website: "",
  fill_time_ms: 45_000,
};
