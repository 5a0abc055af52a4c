declare module "*.sql" {
  const text: string;
  export default text;
}

declare module "snowball-stemmers" {
  interface Stemmer {
    stem(word: string): string;
  }
  const snowball: { newStemmer(language: string): Stemmer; algorithms(): string[] };
  export default snowball;
}

declare module "stopword" {
  /** Italian stop words (Snowball's list). */
  export const ita: readonly string[];
  /** English stop words. */
  export const eng: readonly string[];
}

declare module "*.woff2" {
  /** The file's path on disk, for the build to copy. */
  const path: string;
  export default path;
}

declare module "*.ttf" {
  /** Where Bun.file reads the embedded font (inside the executable once compiled). */
  const path: string;
  export default path;
}
