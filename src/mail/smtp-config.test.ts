import { describe, expect, test } from "bun:test";
import { ConfigError } from "../config";
import { readSmtpEnv } from "./smtp-config";

describe("SMTP from the environment", () => {
  test("absent without SMTP_HOST", () => {
    expect(readSmtpEnv({})).toBeNull();
    expect(readSmtpEnv({ SMTP_HOST: " ", SMTP_FROM: "a@b.it" })).toBeNull();
  });

  test("all variables, with port 465 meaning SSL/TLS unless said otherwise", () => {
    expect(
      readSmtpEnv({
        SMTP_HOST: "smtp.example.it",
        SMTP_PORT: "465",
        SMTP_USER: "sito",
        SMTP_PASSWORD: "pw",
        SMTP_FROM: "sito@example.it",
        SMTP_TO: "vendite@example.it",
      }),
    ).toEqual({
      host: "smtp.example.it",
      port: 465,
      security: "tls",
      user: "sito",
      password: "pw",
      from: "sito@example.it",
      recipient: "vendite@example.it",
    });
    expect(readSmtpEnv({ SMTP_HOST: "mail", SMTP_FROM: "a@b.it", SMTP_TO: "c@d.it" })).toMatchObject({
      port: 587,
      security: "starttls",
    });
  });

  test("invalid values stop the start with an Italian message", () => {
    expect(() =>
      readSmtpEnv({ SMTP_HOST: "smtp.example.it", SMTP_PORT: "porta", SMTP_FROM: "a@b.it", SMTP_TO: "c@d.it" }),
    ).toThrow(new ConfigError("Configurazione SMTP (variabili SMTP_*) non valida: La porta deve essere un numero tra 1 e 65535"));
    expect(() => readSmtpEnv({ SMTP_HOST: "smtp.example.it" })).toThrow(ConfigError);
  });
});
