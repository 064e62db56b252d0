import { ImageIcon } from '~/components/ui/screen-icons';

/**
 * One uploaded photo's thumbnail. A photo restored from the draft whose preview link has expired is
 * still held by the server and still part of the order: it shows as a named tile instead.
 */
export function PhotoThumb({
  preview,
  alt,
  className,
}: {
  preview: string | null;
  alt: string;
  className: string;
}) {
  if (preview) return <img src={preview} alt={alt} className={`object-cover ${className}`} />;
  return (
    <span
      role="img"
      aria-label={alt}
      className={`grid place-items-center bg-peacock-500/10 text-peacock-700 ${className}`}
    >
      <ImageIcon className="size-6" />
    </span>
  );
}
