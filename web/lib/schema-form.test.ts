import { afterEach, describe, expect, test } from "bun:test";
import { createFormControl, type FieldValues, type Path, type UseFormProps } from "react-hook-form";
import type { z } from "zod";
import { tagUpdateSchema } from "../../src/shared/schemas/blog-admin";
import { backupPolicySchema, offsiteSchema } from "../../src/shared/schemas/backups";
import { type InviteInput, inviteSchema, passwordChangeFormSchema, profileNameSchema } from "../../src/shared/schemas/people";
import { redirectInputSchema } from "../../src/shared/schemas/redirects";
import { passkeyRegistrationSchema } from "../../src/shared/schemas/second-factor";
import { galleryImageCreateSchema, galleryPhotoName, galleryUploadFieldsSchema } from "../../src/shared/schemas/gallery";
import { altMessages } from "../../src/shared/alt-text";
import { publicSettingsSchema } from "../../src/shared/schemas/settings";
import { smtpSettingsSchema } from "../../src/shared/schemas/smtp";
import { synonymGroupSchema } from "../../src/shared/search";
import { newPageSchema } from "../../src/shared/pages/new-pages";
import { imageForm, testJpeg } from "../../src/test-support/images";
import { ADMIN, createTestApp, type TestApp } from "../../src/test-support/test-app";
import { ApiError } from "./api-client";
import { schemaForm, showServerError } from "./schema-form";
import { MISSING_FILE } from "./upload";

/** The dashboard's upload form's fields as typed (the file travels beside them). */
type UploadFields = z.input<typeof galleryUploadFieldsSchema>;

/** The redirect form's values as typed. */
type RuleValues = z.input<typeof redirectInputSchema>;

let t: TestApp;
afterEach(() => t?.cleanup());

/** What the form shows under `field` after a submit of `values`, without a browser. */
async function shownUnder<T extends FieldValues>(options: UseFormProps<T>, field: Path<T>): Promise<string | undefined> {
  const form = createFormControl(options);
  expect(await form.trigger()).toBe(false);
  return form.getFieldState(field).error?.message;
}

/** The values as a multipart form sends them, with a photo chosen (or none). */
async function multipart(values: FieldValues, withPhoto = true): Promise<FormData> {
  const fields = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)]));
  if (withPhoto) return imageForm(await testJpeg(32, 24), "foto.jpg", fields);
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

/** The Italian message the API answers the same values with (a 400): JSON, or a multipart form. */
async function apiAnswer(method: string, path: string, json: unknown): Promise<string> {
  const cookie = await t.login();
  const res = await t.request(path, json instanceof FormData ? { method, cookie, body: json } : { method, cookie, json });
  expect(res.status).toBe(400);
  return ((await res.json()) as { message: string }).message;
}

const settingsOf = () => t.ctx.settings.getPublic();

describe("an admin form shows the very message the API answers", () => {
  const cases: {
    form: string;
    schema: z.ZodType<unknown, FieldValues>;
    values: () => FieldValues;
    field: string;
    /** What the API receives, when the form sends more than its values: a multipart form with a file, a device's answer. */
    sent?: (values: FieldValues) => Promise<FormData | FieldValues>;
    /** The message, as the form and the API say it. */
    expected: string;
    method: string;
    path: string;
    raw?: boolean;
  }[] = [
    {
      form: "backups: the daily hour left empty",
      schema: backupPolicySchema,
      values: () => ({ hour: Number.NaN, keep_daily: 7, keep_weekly: 2 }),
      field: "hour",
      expected: "Indica l'ora del backup giornaliero",
      method: "PUT",
      path: "/api/backups/policy",
    },
    {
      form: "backups: a bucket name S3 refuses",
      schema: offsiteSchema,
      values: () => ({
        endpoint: "https://s3.example.com",
        region: "eu-south-1",
        bucket: "Archivio_Backup",
        access_key_id: "AKIA",
        secret_access_key: "segreta",
        prefix: "",
        keep: 10,
      }),
      field: "bucket",
      expected: "Nome del bucket non valido: 3-63 lettere minuscole, cifre, punti o trattini",
      method: "PUT",
      path: "/api/backups/offsite",
    },
    {
      form: "redirects: a javascript: destination",
      schema: redirectInputSchema,
      values: () => ({ source: "/vecchia", target: "javascript:alert(1)", code: 301 }),
      field: "target",
      expected: "Sono ammessi solo indirizzi del sito (/…) o indirizzi http:// e https://",
      method: "POST",
      path: "/api/redirects",
      raw: true,
    },
    {
      form: "pages: a new page at a reserved address",
      schema: newPageSchema,
      values: () => ({ title: "Blog", parent: "", slug: "", template: "landing" }),
      field: "slug",
      expected: "L'indirizzo /blog è riservato al sito: scegline un altro",
      method: "POST",
      path: "/api/pages/created",
      raw: true,
    },
    {
      form: "galleries: a photo neither described nor decorative",
      schema: galleryImageCreateSchema,
      values: () => ({
        section: "ospedali",
        name: "Ingresso pronto soccorso",
        image_url: "https://www.example.com/ingresso.jpg",
        description: "",
        alt: "  ",
        decorative: false,
      }),
      field: "alt",
      expected: altMessages.missing(galleryPhotoName("Ingresso pronto soccorso")),
      method: "POST",
      path: "/api/galleries",
    },
    {
      form: "dashboard gallery upload: a photo without a name",
      schema: galleryUploadFieldsSchema,
      values: () => ({ section: "aeroporti", name: "  ", alt: "Varco carraio", decorative: false }),
      field: "name",
      sent: (values) => multipart(values),
      expected: "Inserisci un nome per l'immagine",
      method: "POST",
      path: "/api/upload-to-gallery",
    },
    {
      form: "dashboard gallery upload: a photo neither described nor decorative",
      schema: galleryUploadFieldsSchema,
      values: () => ({ section: "aeroporti", name: "Varco carraio", alt: "", decorative: false }),
      field: "alt",
      sent: (values) => multipart(values),
      expected: altMessages.missing(galleryPhotoName("Varco carraio")),
      method: "POST",
      path: "/api/upload-to-gallery",
    },
    {
      form: "profile: a new passkey without a name",
      schema: passkeyRegistrationSchema.pick({ name: true }),
      values: () => ({ name: "  " }),
      field: "name",
      sent: async (values) => ({ ...values, response: {} }),
      expected: "Dai un nome alla passkey, ad esempio 'Portatile ufficio'",
      method: "POST",
      path: "/api/profile/passkeys",
    },
    {
      form: "people: an invitation to a malformed e-mail",
      schema: inviteSchema,
      values: () => ({ name: "Anna Bianchi", email: "anna-at-example", role: "editor" }),
      field: "email",
      expected: "Inserisci un indirizzo email valido",
      method: "POST",
      path: "/api/people",
    },
    {
      form: "profile: an empty name",
      schema: profileNameSchema,
      values: () => ({ name: "  " }),
      field: "name",
      expected: "Inserisci nome e cognome",
      method: "PUT",
      path: "/api/profile/name",
    },
    {
      form: "profile: a new password too short",
      schema: passwordChangeFormSchema,
      values: () => ({ current: ADMIN.password, password: "corta", confirm: "corta" }),
      field: "password",
      expected: "La password deve contenere almeno 10 caratteri",
      method: "PUT",
      path: "/api/profile/password",
    },
    {
      form: "search: a synonym group of one word",
      schema: synonymGroupSchema,
      values: () => ({ terms: "targa" }),
      field: "terms",
      expected: "Scrivi almeno due termini separati da ~ (per esempio: targa ~ ANPR ~ OCR)",
      method: "POST",
      path: "/api/search/synonyms",
      raw: true,
    },
    {
      form: "blog: a tag renamed with a comma",
      schema: tagUpdateSchema,
      values: () => ({ name: "parcheggi, sosta", description: "" }),
      field: "name",
      expected: "Un tag non può contenere virgole",
      method: "PUT",
      path: "/api/blog/admin/tags/parcheggi",
    },
    {
      form: "settings: an SMTP server written as an address",
      schema: smtpSettingsSchema,
      values: () => ({
        host: "http://smtp.example.it",
        port: 587,
        security: "starttls",
        user: "",
        password: "",
        from: "sito@example.it",
        recipient: "commerciale@example.it",
      }),
      field: "host",
      expected: "Indica solo il nome del server, senza http:// né spazi (es. smtp.example.it)",
      method: "PUT",
      path: "/api/settings/smtp",
    },
    {
      form: "settings: the company's e-mail malformed",
      schema: publicSettingsSchema,
      values: () => ({ ...settingsOf(), email: "commerciale-at-example" }),
      field: "email",
      expected: "Inserisci un indirizzo email valido",
      method: "PUT",
      path: "/api/settings",
    },
  ];

  for (const c of cases) {
    test(c.form, async () => {
      t = createTestApp();
      const values = c.values();
      const options = c.raw
        ? schemaForm(c.schema, { submit: "input", defaultValues: values })
        : schemaForm(c.schema, { defaultValues: values });
      const shown = await shownUnder(options as UseFormProps<FieldValues>, c.field);
      const answered = await apiAnswer(c.method, c.path, c.sent ? await c.sent(values) : values);
      expect(shown).toBe(answered);
      expect(shown).toBe(c.expected);
    }, 20_000);
  }
});

test("dashboard gallery upload: without a file the form says what the API answers", async () => {
  t = createTestApp();
  const values = { section: "aeroporti" as const, name: "Varco carraio", alt: "Varco carraio", decorative: false };
  // The fields are fine: only the file is missing, which the form checks itself.
  const form = createFormControl<UploadFields, unknown, UploadFields>(
    schemaForm(galleryUploadFieldsSchema, { submit: "input", defaultValues: values }),
  );
  expect(await form.trigger()).toBe(true);
  expect(await apiAnswer("POST", "/api/upload-to-gallery", await multipart(values, false))).toBe(MISSING_FILE);
});

test("dashboard gallery upload: sent empty, the alt text's message names no empty «»", async () => {
  t = createTestApp();
  const values = { section: "aeroporti" as const, name: "", alt: "", decorative: false };
  const form = createFormControl<UploadFields, unknown, UploadFields>(
    schemaForm(galleryUploadFieldsSchema, { submit: "input", defaultValues: values }),
  );
  expect(await form.trigger()).toBe(false);
  expect(form.getFieldState("alt").error?.message).toBe(
    "Manca il testo alternativo per la foto: descrivi l'immagine oppure segnala che è decorativa",
  );
});

describe("a refusal of the server shows on the form", () => {
  test("an e-mail already in use shows under the e-mail field", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const values: InviteInput = { name: "Di Nuovo", email: ADMIN.email, role: "editor" };
    const res = await t.request("/api/people", { method: "POST", cookie, json: values });
    expect(res.status).toBe(409);
    const body = (await res.json()) as { message: string };
    const form = createFormControl<InviteInput, unknown, InviteInput>(schemaForm(inviteSchema, { defaultValues: values }));
    showServerError(form, new ApiError(res.status, body.message, body));
    expect(form.getFieldState("email").error?.message).toBe(`Esiste già un account con l'email ${ADMIN.email}`);
    expect(form.getFieldState("name").error).toBeUndefined();
  });

  test("a refusal that names no input is the form's own error", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const res = await t.request("/api/redirects/999", {
      method: "PUT",
      cookie,
      json: { source: "/vecchia", target: "/nuova", code: 301 },
    });
    expect(res.status).toBe(404);
    const body = (await res.json()) as { message: string };
    const draft: RuleValues = { source: "/vecchia", target: "/nuova", code: 301 };
    const form = createFormControl<RuleValues, unknown, RuleValues>(
      schemaForm(redirectInputSchema, { submit: "input", defaultValues: draft }),
    );
    showServerError(form, new ApiError(res.status, body.message, body));
    expect(form.getFieldState("source").error).toBeUndefined();
    expect(form.control._formState.errors.root?.server?.message).toBe("Regola non trovata");
  });
});
