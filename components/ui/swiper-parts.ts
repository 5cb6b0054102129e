// The parts of swiper the carousels use, in one module the carousel imports when it starts.
// `import('swiper/modules')` would fetch all 23 modules (cube, parallax, zoom…): swiper's barrel
// does not declare itself free of side effects, so nothing can be left out of it; these named
// imports, with `optimizePackageImports` in next.config.ts, bring only the four in use.
export { default as Swiper } from 'swiper';
export { A11y, Autoplay, Keyboard, Pagination } from 'swiper/modules';
