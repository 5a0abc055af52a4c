/**
 * Every event the audit log knows, with its Italian label: the server records only these
 * (src/audit), the admin's filter lists them.
 */
export const auditEventLabels = {
  "auth.login": "Accesso",
  "auth.login_failed": "Accesso non riuscito",
  "auth.locked": "Account bloccato per troppi tentativi",
  "auth.second_factor_failed": "Secondo fattore errato",
  "auth.logout": "Uscita",
  "people.invited": "Persona invitata",
  "people.invitation_accepted": "Invito accettato",
  "people.role_changed": "Ruolo cambiato",
  "people.deactivated": "Persona disattivata",
  "people.reactivated": "Persona riattivata",
  "people.reset": "Accesso reimpostato",
  "people.removed": "Persona rimossa",
  "people.unlocked": "Account sbloccato",
  "account.name_changed": "Nome cambiato",
  "account.password_changed": "Password cambiata",
  "account.sessions_ended": "Sessioni chiuse",
  "account.totp_enabled": "App di autenticazione attivata",
  "account.totp_disabled": "App di autenticazione disattivata",
  "account.recovery_codes_created": "Codici di recupero generati",
  "account.passkey_added": "Passkey aggiunta",
  "account.passkey_removed": "Passkey rimossa",
  "post.created": "Articolo creato",
  "post.updated": "Articolo modificato",
  "post.published": "Articolo pubblicato",
  "post.unpublished": "Articolo ritirato",
  "post.deleted": "Articolo eliminato",
  "reference.created": "Referenza creata",
  "reference.updated": "Referenza modificata",
  "reference.published": "Referenza pubblicata",
  "reference.unpublished": "Referenza ritirata",
  "document.translation_created": "Traduzione di un documento creata",
  "document.translation_updated": "Traduzione di un documento salvata",
  "document.translation_published": "Traduzione di un documento pubblicata",
  "document.translation_unpublished": "Traduzione di un documento ritirata",
  "reference.translation_created": "Traduzione di una referenza creata",
  "reference.translation_updated": "Traduzione di una referenza salvata",
  "reference.translation_published": "Traduzione di una referenza pubblicata",
  "reference.translation_unpublished": "Traduzione di una referenza ritirata",
  "reference.deleted": "Referenza eliminata",
  "gallery.image_added": "Foto aggiunta",
  "gallery.image_changed": "Foto modificata",
  "gallery.images_reordered": "Foto riordinate",
  "gallery.image_deleted": "Foto eliminata",
  "settings.changed": "Impostazioni modificate",
  "settings.email_changed": "Impostazioni email modificate",
  "settings.texts_translated": "Testi dell'azienda tradotti",
  "settings.security_changed": "Impostazioni di sicurezza modificate",
  "inbox.exported": "Richieste esportate",
  "inbox.status_changed": "Stato richiesta cambiato",
  "inbox.deleted": "Richiesta eliminata",
  "inbox.note_added": "Nota aggiunta a una richiesta",
  "inbox.assigned": "Richiesta assegnata",
  "cache.cleared": "Cache svuotata",
  "backup.created": "Backup creato",
  "backup.downloaded": "Backup scaricato",
  "backup.uploaded": "Backup caricato",
  "backup.policy_changed": "Pianificazione dei backup modificata",
  "backup.offsite_changed": "Copie fuori sede modificate",
  "backup.restore_requested": "Ripristino richiesto",
  "backup.restore_cancelled": "Ripristino annullato",
  "backup.restored": "Backup ripristinato",
  "backup.restore_failed": "Ripristino non riuscito",
  "backup.replaced_deleted": "Dati sostituiti eliminati",
  "backup.deleted": "Backup eliminato",
  "page.draft_saved": "Bozza di una pagina salvata",
  "page.updated": "Pagina modificata",
  "page.reset": "Pagina ripristinata",
  "page.created": "Pagina creata",
  "page.translated": "Traduzione di una pagina creata",
  "page.moved": "Indirizzo di una traduzione cambiato",
  "page.deleted": "Pagina eliminata",
  "page.scheduled": "Pubblicazione di una pagina programmata",
  "page.schedule_cancelled": "Pubblicazione programmata di una pagina annullata",
  "menu.draft_saved": "Bozza dei menu salvata",
  "menu.draft_discarded": "Bozza dei menu scartata",
  "menu.published": "Menu pubblicati",
  "menu.reset": "Menu originali ripristinati",
  "access.denied": "Accesso negato a un'area riservata",
  "settings.email_tested": "Email di prova inviata",
  "statistics.exported": "Statistiche esportate",
  "audit.exported": "Registro attività esportato",
  "inbox.opened": "Richiesta aperta",
  "post.preview_link_created": "Link di anteprima creato",
  "post.translation_created": "Traduzione di un articolo creata",
  "post.revision_restored": "Versione di un articolo ripristinata",
  "post.seo_changed": "SEO o autore di un articolo modificati",
  "redirect.created": "Reindirizzamento creato",
  "redirect.updated": "Reindirizzamento modificato",
  "redirect.deleted": "Reindirizzamento eliminato",
  "redirect.imported": "Reindirizzamenti importati",
  "redirect.exported": "Reindirizzamenti esportati",
  "tag.changed": "Tag modificato",
  "tag.merged": "Tag uniti",
  "media.uploaded": "Immagine caricata nella libreria",
  "media.updated": "Immagine della libreria modificata",
  "media.deleted": "Immagine della libreria eliminata",
  "search.synonyms_added": "Sinonimi della ricerca aggiunti",
  "search.synonyms_changed": "Sinonimi della ricerca modificati",
  "search.synonyms_deleted": "Sinonimi della ricerca eliminati",
  "bin.restored": "Elemento ripristinato dal cestino",
  "bin.deleted": "Elemento eliminato definitivamente dal cestino",
  "bin.emptied": "Cestino svuotato",
  "inbox.spam_moved": "Possibile spam spostato tra le richieste",
  "inbox.spam_deleted": "Possibile spam eliminato",
  "document.created": "Documento creato",
  "document.updated": "Documento modificato",
  "document.file_uploaded": "File di un documento caricato",
  "document.published": "Documento pubblicato",
  "document.unpublished": "Documento riportato in bozza",
  "document.deleted": "Documento spostato nel cestino",
} as const;

export type AuditEvent = keyof typeof auditEventLabels;
export const AUDIT_EVENTS = Object.keys(auditEventLabels) as AuditEvent[];

export const auditOutcomeLabels = { ok: "Riuscito", failed: "Non riuscito", denied: "Negato" } as const;
export type AuditOutcome = keyof typeof auditOutcomeLabels;

/** The address the command line writes in place of an IP. */
export const COMMAND_LINE_ADDRESS = "riga di comando";

/**
 * Who did it, in words: the person's e-mail; for an entry no signed-in person wrote, what did it
 * (the command line on the server, a scheduled publication, or someone not signed in).
 */
export function auditPersonLabel(entry: {
  actorEmail: string;
  ip: string;
  outcome: AuditOutcome;
  details: Record<string, unknown>;
}): string {
  if (entry.actorEmail) return entry.actorEmail;
  if (entry.ip === COMMAND_LINE_ADDRESS || entry.details.via === COMMAND_LINE_ADDRESS) return "Riga di comando (server)";
  if (entry.details.via === "avvio") return "Avvio del server";
  if (entry.details.scheduled === true) return "Programmazione automatica";
  return entry.outcome === "ok" ? "Sistema" : "Non autenticato";
}
