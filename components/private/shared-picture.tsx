import { FULL_WIDTH_SIZES } from '@/lib/constants';
import { sharedPictureSize, sharedPictureUrl, SHARED_WIDTHS } from '@/lib/private/pictures';
import styles from './shared.module.scss';

type Props = { src: string; alt: string; first?: boolean; sizes?: string };

/** A private project's picture, from the route that checks the visitor's link; its box is sized
 * from the file, so nothing moves as it loads. */
export async function SharedPicture({ src, alt, first, sizes = FULL_WIDTH_SIZES }: Props) {
  const { width, height } = await sharedPictureSize(src);
  const widths = SHARED_WIDTHS.filter((w, i) => w <= width || i === 0);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- served by its own route, per session
    <img
      className={styles.picture}
      src={sharedPictureUrl(src, widths.at(-1)!)}
      srcSet={widths.map((w) => `${sharedPictureUrl(src, w)} ${w}w`).join(', ')}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : undefined}
      decoding="async"
      referrerPolicy="no-referrer"
    />
  );
}
