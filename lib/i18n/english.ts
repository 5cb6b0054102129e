import en from './catalogues/en.json';
import { translator } from './labels';

/** The English interface labels, for tests of components that take their labels as props. */
export const english = translator('en', en);
