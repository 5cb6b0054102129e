export { contentType, default, generateImageMetadata } from './opengraph-image';
