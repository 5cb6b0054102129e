export { alt, contentType, default, generateStaticParams, size } from './opengraph-image';

/** Only the known ids, as for the Open Graph image (segment settings cannot be re-exported). */
export const dynamicParams = false;
