const stoppingKey = Symbol.for('portfolio.stopping');

/** True once build/start.mjs is finishing the last requests: health checks send traffic elsewhere. */
export const isStopping = () => (globalThis as { [stoppingKey]?: boolean })[stoppingKey] === true;
