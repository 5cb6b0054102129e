export {
  alt,
  contentType,
  default,
  dynamicParams,
  generateStaticParams,
  size,
} from './opengraph-image';
