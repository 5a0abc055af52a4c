import { describe, expect, test } from "bun:test";
import { MAP_FRAME_HOSTS } from "../../middleware/security-headers";
import { defaultPublicSettings } from "../business-facts";
import { MAP_EMBED_PREFIX, publicSettingsSchema } from "./settings";

describe("business facts schema", () => {
  test("the only map accepted is one the Content-Security-Policy lets the page frame", () => {
    expect(MAP_FRAME_HOSTS.some((host) => MAP_EMBED_PREFIX.startsWith(`${host}/`))).toBe(true);
    expect(publicSettingsSchema.safeParse(defaultPublicSettings).success).toBe(true);
    expect(publicSettingsSchema.safeParse({ ...defaultPublicSettings, mapUrl: "" }).success).toBe(true);
    expect(publicSettingsSchema.safeParse({ ...defaultPublicSettings, mapUrl: "https://maps.example.com/x" }).success).toBe(
      false,
    );
  });
});
