import { SafeImage } from "../../components/ui/safe-image";

/** 'Immagini dell'articolo': the extra pictures of a post. */
export function ArticleImages({ images, title }: { images: readonly string[]; title: string }) {
  if (images.length === 0) return null;
  return (
    <section aria-labelledby="immagini-articolo" className="mt-14">
      <h2 id="immagini-articolo" className="text-2xl font-bold text-brand-900">
        Immagini dell'articolo
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {images.map((src, index) => (
          <li key={`${src}-${index}`}>
            <SafeImage
              src={src}
              alt={`${title}: immagine ${index + 1} di ${images.length}`}
              loading="lazy"
              decoding="async"
              className="aspect-[4/3] w-full rounded-xl bg-surface object-cover"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
