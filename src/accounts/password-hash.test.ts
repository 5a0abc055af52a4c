import { describe, expect, test } from "bun:test";
import { hashPassword, PRODUCTION_PASSWORD_COST, verifyPassword } from "./password-hash";

describe("password hashing", () => {
  test("a hash verifies its own password and no other", async () => {
    const hash = await hashPassword("una-password-sicura");
    expect(hash).toStartWith("$argon2id$");
    expect(await verifyPassword("una-password-sicura", hash)).toBe(true);
    expect(await verifyPassword("un'altra-password", hash)).toBe(false);
  });

  test("a hash made at the production cost still verifies under the tests' cost", async () => {
    const hash = await Bun.password.hash("una-password-sicura", { algorithm: "argon2id", ...PRODUCTION_PASSWORD_COST });
    expect(hash).toContain("m=65536,t=2");
    expect(await verifyPassword("una-password-sicura", hash)).toBe(true);
  });
});
