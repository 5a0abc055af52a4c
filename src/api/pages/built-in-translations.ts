import type { Translation } from "../../shared/editions";

/**
 * The built-in pages' translations (the program's English pages), by their addresses: known without
 * loading their copy, so the editor and the public reads can tell such an address at once.
 */
export class BuiltInTranslations {
  private readonly byAddress: ReadonlyMap<string, Translation>;

  constructor(translations: readonly Translation[]) {
    this.byAddress = new Map(translations.map((translation) => [translation.address, translation]));
  }

  /** The address of a built-in page's translation ('/en/products/web2park'). */
  has(address: string): boolean {
    return this.byAddress.has(address);
  }

  /** The built-in translation at `address`: its Italian page and language; undefined for any other address. */
  at(address: string): Translation | undefined {
    return this.byAddress.get(address);
  }

  /** The address of a built-in page's translation in `language`, or null. */
  addressOf(italianPath: string, language: string): string | null {
    for (const translation of this.byAddress.values())
      if (translation.of === italianPath && translation.language === language) return translation.address;
    return null;
  }

  /** Whether `address` is, or was, a built-in translation's: no created page's translation may take it. */
  isTakenBy(address: string): boolean {
    return [...this.byAddress.values()].some(
      (translation) => translation.address === address || (translation.formerAddresses ?? []).includes(address),
    );
  }
}
