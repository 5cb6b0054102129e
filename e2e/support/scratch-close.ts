import { closeScratch } from './scratch';

// Jest and Playwright take their teardown from a file of its own.
export default closeScratch;
