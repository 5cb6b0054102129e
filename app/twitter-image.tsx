export { contentType, default, generateImageMetadata } from './opengraph-image';

/** Only the one card, as for the Open Graph image (segment settings cannot be re-exported). */
export const dynamicParams = false;
