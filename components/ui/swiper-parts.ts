// `import('swiper/modules')` would fetch every module (swiper's barrel is not side-effect free);
// these named imports, with `optimizePackageImports` in next.config.ts, bring only those in use.
export { default as Swiper } from 'swiper';
export { A11y, Autoplay, Keyboard, Pagination } from 'swiper/modules';
