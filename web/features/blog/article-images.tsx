import { altFor } from "../../../src/shared/alt-text";
import type { ImageInfo } from "../../../src/shared/blog";
import { PhotoGrid } from "../../components/ui/photo-grid";
import { useDictionary } from "../../content/dictionary";

/** 'Immagini dell'articolo': the extra pictures of a post, opening the site's full-screen viewer. */
export function ArticleImages({ images, title }: { images: readonly ImageInfo[]; title: string }) {
  const words = useDictionary().blog.images;
  const photos = images.map((image, index) => ({
    ...image,
    alt: altFor(image, words.alt(title, index + 1, images.length)),
  }));
  return (
    <PhotoGrid
      id="immagini-articolo"
      title={words.title}
      testId="article-images"
      photos={photos}
      openLabel={(index) => words.open(index + 1, images.length)}
    />
  );
}
