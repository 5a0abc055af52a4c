import { countAdmins, purgeExpiredSessions, randomToken } from "./api/auth/auth.service";
import { PageStore } from "./api/pages/pages.service";
import { SettingsStore } from "./api/settings/settings.service";
import { loadBuiltInContent } from "./ssr/built-in-pages";
import { createApp } from "./app";
import type { Config } from "./config";
import { ContentChanges } from "./content-changes";
import type { AppContext } from "./context";
import { openDataFolder } from "./data-folder";
import { closeDatabase } from "./db/client";
import { seedDemoGallery } from "./db/seed";
import { MailService } from "./mail/mail-service";
import { readSmtpEnv } from "./mail/smtp-config";
import type { BuiltAssets } from "./static/asset-manifest";

/** Uploads are one image per request (10 MB) plus form fields. */
const MAX_REQUEST_BODY = 25 * 1024 * 1024;
const SHUTDOWN_GRACE_MS = 10_000;

function displayOrigin(config: Config, port: number): string {
  if (config.publicUrl) return config.publicUrl;
  const host = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
  return `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
}

/** Opens the data folder and serves the site until SIGTERM/SIGINT, then finishes in-flight requests and closes the database. */
export function startServer(config: Config, assets: BuiltAssets) {
  const smtpEnv = readSmtpEnv(process.env);
  const db = openDataFolder(config);
  const changes = new ContentChanges();
  const settings = new SettingsStore(db, changes);
  const ctx: AppContext = {
    config,
    db,
    changes,
    settings,
    pages: new PageStore(db, changes, loadBuiltInContent),
    mail: new MailService(db, { smtpEnv, fromName: () => settings.getPublic().companyName }),
    setup: { token: countAdmins(db) === 0 ? randomToken() : null },
  };
  const app = createApp(ctx, { assets });
  const server = Bun.serve({
    port: config.port,
    hostname: config.host,
    maxRequestBodySize: MAX_REQUEST_BODY,
    fetch: (request, srv) => app.fetch(request, { server: srv }),
  });

  const origin = displayOrigin(config, server.port ?? config.port);
  console.log(`parksite in ascolto su ${origin} (dati in ${config.dataDir})`);
  if (ctx.setup.token) {
    console.log(
      `\nNessun amministratore configurato. Crea il primo account da questo link (valido una sola volta):\n  ${origin}/admin/setup?token=${ctx.setup.token}\noppure esegui: parksite admin create --email <email> --password <password>\n`,
    );
  }

  ctx.mail.start();

  // A fresh data folder's demo photos are drawn while the site already answers; the pages
  // cached meanwhile are dropped when they are ready.
  const demoStarted = performance.now();
  const demoGallery = seedDemoGallery(db, config).then(
    (added) => {
      if (added === 0) return;
      changes.announce("galleries");
      console.log(
        `Galleria dimostrativa: ${added} immagini di esempio create in ${Math.round(performance.now() - demoStarted)} ms.`,
      );
    },
    (error: unknown) => console.error("[immagini] galleria dimostrativa non creata:", error),
  );

  const purgeTimer = setInterval(() => purgeExpiredSessions(db), 60 * 60 * 1000);
  purgeTimer.unref();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} ricevuto: chiusura in corso...`);
    clearInterval(purgeTimer);
    const force = setTimeout(() => {
      console.error("Chiusura forzata: richieste ancora in corso dopo 10 secondi.");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    await server.stop(false);
    await demoGallery;
    await ctx.mail.stop();
    closeDatabase(db);
    clearTimeout(force);
    console.log("parksite fermato.");
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));

  return { server, ctx, origin };
}
