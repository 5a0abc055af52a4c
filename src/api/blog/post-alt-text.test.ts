import { afterEach, describe, expect, test } from "bun:test";
import type { BlogImageAnswer, PostDetail } from "../../shared/blog";
import type { BlogListPage, BulkAnswer } from "../../shared/schemas/blog-admin";
import type { MediaPage } from "../../shared/schemas/media-answers";
import { articleFields, blogForm } from "../../test-support/blog-forms";
import { imageForm, testJpeg } from "../../test-support/images";
import { createTestApp, type TestApp } from "../../test-support/test-app";

let t: TestApp;
afterEach(() => t.cleanup());

const missing = (what: string) => `Manca il testo alternativo per ${what}: descrivi l'immagine oppure segnala che è decorativa`;
const texts = (entries: Record<string, { alt?: string; decorative?: boolean }>) => JSON.stringify(entries);

async function upload(cookie: string) {
  const res = await t.request("/api/blog/upload-image", { method: "POST", cookie, body: imageForm(await testJpeg(900, 600)) });
  return ((await res.json()) as BlogImageAnswer).imageUrl;
}

const create = (cookie: string, fields: Record<string, string>) =>
  t.request("/api/blog", { method: "POST", cookie, body: blogForm(articleFields(fields)) });
const put = (cookie: string, id: number, fields: Record<string, string>) =>
  t.request(`/api/blog/${id}`, { method: "PUT", cookie, body: blogForm(fields) });
const messageOf = async (res: Response) => ((await res.json()) as { message: string }).message;

describe("an article is published only with every picture described, or marked decorative", () => {
  test("from the editor, a cover without alt text blocks publishing with a message naming it; a draft is saved; the typed text publishes it", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const cover = await upload(cookie);
    // The editor always sends the texts it asked for.
    const refused = await create(cookie, { slug: "copertina", cover_image: cover, image_texts: texts({}) });
    expect(refused.status).toBe(400);
    expect(await messageOf(refused)).toBe(missing("la copertina"));
    expect((await t.request("/blog/copertina")).status).toBe(404);
    // A client of the original site's API, which knows no alt text, publishes as before.
    expect((await create(cookie, { slug: "senza-testi", cover_image: cover })).status).toBe(201);

    const draft = await create(cookie, { slug: "copertina", cover_image: cover, published: "false", image_texts: texts({}) });
    expect(draft.status).toBe(201);
    const { id } = (await draft.json()) as PostDetail;
    // The spec's one-click status badge still publishes in one click; the list flags the picture.
    const badge = await put(cookie, id, { published: "true" });
    expect(badge.status).toBe(200);
    const list = (await (await t.request("/api/blog/admin/list", { cookie })).json()) as BlogListPage;
    expect(list.items.find((item) => item.id === id)?.missing_alt).toBe(missing("la copertina"));

    const res = await put(cookie, id, {
      ...articleFields({ slug: "copertina", cover_image: cover }),
      image_texts: texts({ [cover]: { alt: "Colonnina di pagamento all'uscita del parcheggio" } }),
    });
    expect(res.status).toBe(200);
    const post = (await res.json()) as PostDetail;
    expect(post.cover_image_info?.alt).toBe("Colonnina di pagamento all'uscita del parcheggio");
    // One text, with the picture: the media library has it.
    const library = (await (await t.request("/api/media", { cookie })).json()) as MediaPage;
    expect(library.items.find((item) => item.url === cover)?.alt).toBe("Colonnina di pagamento all'uscita del parcheggio");
    const html = await (await t.request("/blog/copertina")).text();
    expect(html).toContain('alt="Colonnina di pagamento all&#x27;uscita del parcheggio"');
  });

  test("'decorativa' publishes and renders alt=\"\"; extra images and pictures in the text are named", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const [cover, extra, inText] = [await upload(cookie), await upload(cookie), await upload(cookie)];
    const fields = {
      slug: "decorativa",
      cover_image: cover,
      article_images: JSON.stringify([extra]),
      content: `Testo.\n\n![](${inText})`,
    };
    const noExtra = await create(cookie, { ...fields, image_texts: texts({ [cover]: { decorative: true } }) });
    expect(noExtra.status).toBe(400);
    expect(await messageOf(noExtra)).toBe(missing(`l'immagine 1 dell'articolo (${extra.split("/").pop()})`));

    const noInText = await create(cookie, {
      ...fields,
      image_texts: texts({ [cover]: { decorative: true }, [extra]: { alt: "Sbarra aperta" } }),
    });
    expect(noInText.status).toBe(400);
    expect(await messageOf(noInText)).toBe(missing(`l'immagine «${inText.split("/").pop()}» nel testo`));

    // A picture in the text is described by its own Markdown alt text.
    const ok = await create(cookie, {
      ...fields,
      content: `Testo.\n\n![Cassa automatica con schermo](${inText})`,
      image_texts: texts({ [cover]: { decorative: true }, [extra]: { alt: "Sbarra aperta" } }),
    });
    expect(ok.status).toBe(201);
    const html = await (await t.request("/blog/decorativa")).text();
    const coverTag = html.match(new RegExp(`<img[^>]*src="${cover.replace(/[.]/g, "\\.")}"[^>]*>`))?.[0] ?? "";
    expect(coverTag).toContain('alt=""');
    expect(html).toContain('alt="Sbarra aperta"');
    expect(html).toContain('alt="Cassa automatica con schermo"');
  });

  test("`![]` in the text takes the picture's alt text from the library", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const inText = await upload(cookie);
    const item = ((await (await t.request("/api/media", { cookie })).json()) as MediaPage).items[0];
    await t.request(`/api/media/${item?.id}`, { method: "PUT", cookie, json: { name: "Varco", alt: "Varco con antenna UHF" } });
    const res = await create(cookie, { slug: "dal-catalogo", content: `Prima.\n\n![](${inText})` });
    expect(res.status).toBe(201);
    expect(((await res.json()) as PostDetail).content_html).toContain('alt="Varco con antenna UHF"');
  });

  test("the list flags an article with a picture lacking alt text; bulk publishing leaves it a draft", async () => {
    t = createTestApp();
    const cookie = await t.login();
    const cover = await upload(cookie);
    const draft = (await (
      await create(cookie, { title: "Senza descrizione", cover_image: cover, published: "false" })
    ).json()) as PostDetail;
    const list = (await (await t.request("/api/blog/admin/list?q=descrizione", { cookie })).json()) as BlogListPage;
    expect(list.items.find((item) => item.id === draft.id)?.missing_alt).toBe(missing("la copertina"));
    const demo = (await (await t.request("/api/blog/admin/list", { cookie })).json()) as BlogListPage;
    // The demo articles' pictures come described.
    expect(demo.items.filter((item) => item.id !== draft.id).every((item) => item.missing_alt === null)).toBe(true);

    const bulk = await t.request("/api/blog/admin/bulk", {
      method: "POST",
      cookie,
      json: { action: "publish", ids: [draft.id] },
    });
    expect((await bulk.json()) as BulkAnswer).toEqual({ changed: 0, missingAlt: ["Senza descrizione"] });
  });
});
