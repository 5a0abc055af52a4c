import { altFor } from "../../../src/shared/alt-text";
import type { ImageInfo } from "../../../src/shared/blog";
import { PhotoGrid } from "../../components/ui/photo-grid";

/** 'Immagini dell'articolo': the extra pictures of a post, opening the site's full-screen viewer. */
export function ArticleImages({ images, title }: { images: readonly ImageInfo[]; title: string }) {
  const photos = images.map((image, index) => ({
    ...image,
    alt: altFor(image, `${title}: immagine ${index + 1} di ${images.length}`),
  }));
  return (
    <PhotoGrid
      id="immagini-articolo"
      title="Immagini dell'articolo"
      testId="article-images"
      photos={photos}
      openLabel={(index) => `Apri l'immagine ${index + 1} di ${images.length}`}
    />
  );
}
