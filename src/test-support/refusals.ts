import { expect } from "bun:test";

/** A request body and the one message its refusal must give. */
type Refusal<Body> = readonly [body: Body, message: string];

/** Each body, sent in turn, is refused with a 400 and exactly its message, as the visitor or staff member reads it. */
export async function expectEachRefused<Body>(
  send: (body: Body) => Response | Promise<Response>,
  refusals: readonly Refusal<Body>[],
) {
  for (const [body, message] of refusals) {
    const res = await send(body);
    expect({ body, status: res.status, answer: await res.json() }).toEqual({ body, status: 400, answer: { message } });
  }
}
