import { z } from "zod";

/**
 * One page of a list the staff browse (`GET …?page=`): its items, how many match in all, which page and its size, in the
 * snake_case of the records it lists. An answer that also tells about the whole list (counters) extends it.
 */
export function listPageSchema<Item extends z.ZodType>(item: Item) {
  return z.strictObject({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  });
}
