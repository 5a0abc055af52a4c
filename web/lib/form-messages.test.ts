import { describe, expect, test } from "bun:test";
import { createFormControl } from "react-hook-form";
import { z } from "zod";
import { messagesByPath, schemaForm } from "./schema-form";

type PageValues = z.input<typeof pageSchema>;

const pageSchema = z.object({
  meta: z.object({ title: z.string().min(1, { error: "Il titolo è obbligatorio" }) }),
  blocks: z.array(z.object({ text: z.string().max(5, { error: "Al massimo 5 caratteri" }) })),
});

describe("a form's messages by field", () => {
  test("each refused field of the whole page, nested in blocks, by its dotted path and in the page's order", async () => {
    const { control, handleSubmit } = createFormControl<PageValues, unknown, PageValues>(
      schemaForm(pageSchema, { defaultValues: { meta: { title: "" }, blocks: [{ text: "breve" }, { text: "troppo lungo" }] } }),
    );
    await handleSubmit(() => undefined)();
    expect([...messagesByPath(control._formState.errors)]).toEqual([
      ["meta.title", "Il titolo è obbligatorio"],
      ["blocks.1.text", "Al massimo 5 caratteri"],
    ]);
  });

  test("a form with nothing refused has no message", () => {
    expect(messagesByPath({}).size).toBe(0);
  });
});
