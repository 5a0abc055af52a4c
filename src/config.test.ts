import { describe, expect, test } from "bun:test";
import { resolve } from "node:path";
import { ConfigError, loadConfig } from "./config";

describe("config", () => {
  test("defaults: port 3000 on all interfaces with ./data", () => {
    const config = loadConfig({}, {});
    expect(config).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      dataDir: resolve("data"),
      trustProxy: false,
      publicUrl: undefined,
    });
    expect(config.dbPath).toBe(resolve("data/parksite.db"));
    expect(config.uploadsDir).toBe(resolve("data/uploads"));
  });

  test("environment variables apply, flags win over them", () => {
    const env = {
      PORT: "4000",
      HOST: "127.0.0.1",
      DATA_DIR: "/tmp/dati",
      PUBLIC_URL: "https://www.esempio.it/",
      TRUST_PROXY: "1",
    };
    expect(loadConfig({}, env)).toMatchObject({
      port: 4000,
      host: "127.0.0.1",
      dataDir: "/tmp/dati",
      publicUrl: "https://www.esempio.it",
      trustProxy: true,
    });
    expect(loadConfig({ port: "5000", data: "/srv/x" }, env)).toMatchObject({ port: 5000, dataDir: "/srv/x" });
  });

  test("private endpoints are refused unless --allow-private-endpoints or ALLOW_PRIVATE_ENDPOINTS=1", () => {
    expect(loadConfig({}, {}).allowPrivateEndpoints).toBe(false);
    expect(loadConfig({}, { ALLOW_PRIVATE_ENDPOINTS: "1" }).allowPrivateEndpoints).toBe(true);
    expect(loadConfig({ allowPrivateEndpoints: true }, {}).allowPrivateEndpoints).toBe(true);
    expect(loadConfig({}, { ALLOW_PRIVATE_ENDPOINTS: "0" }).allowPrivateEndpoints).toBe(false);
  });

  test("invalid values fail fast with an Italian message", () => {
    expect(() => loadConfig({ port: "ottanta" }, {})).toThrow(ConfigError);
    expect(() => loadConfig({ port: "70000" }, {})).toThrow("la porta deve essere tra 0 e 65535");
    expect(() => loadConfig({ publicUrl: "www.senza-schema.it" }, {})).toThrow("URL http(s) completo");
  });
});
