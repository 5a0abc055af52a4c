import { describe, expect, test } from "bun:test";
import { heroBlockSchema } from "./block-schemas";
import { fieldMeta, illustrationSchema } from "./fields";
import { pageMetaSchema } from "./page-schema";

describe("the page editor names each image field for what it is", () => {
  test("a block's picture is 'Immagine', the hero's 'Immagine principale'; only the page's social image is 'Immagine per i social'", () => {
    expect(fieldMeta(illustrationSchema.shape.src)?.label).toBe("Immagine");
    expect(fieldMeta(heroBlockSchema.shape.illustration.unwrap().shape.src)?.label).toBe("Immagine principale");
    expect(fieldMeta(heroBlockSchema.shape.illustration.unwrap())?.label).toBe("Immagine principale");
    expect(fieldMeta(pageMetaSchema.shape.image.unwrap())?.label).toBe("Immagine per i social");
  });
});
