export { contentType, default, dynamicParams, generateImageMetadata } from './opengraph-image';
