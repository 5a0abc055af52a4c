import { PhotoGrid } from "../../components/ui/photo-grid";

/** A reference's photos, opening the site's full-screen viewer. */
export function ReferencePhotos({ photos }: { photos: readonly { url: string; alt: string }[] }) {
  return (
    <PhotoGrid
      id="foto-referenza"
      title="Foto dell'impianto"
      testId="reference-photos"
      photos={photos}
      openLabel={(index, photo) => `Apri la foto ${index + 1} di ${photos.length}: ${photo.alt}`}
    />
  );
}
