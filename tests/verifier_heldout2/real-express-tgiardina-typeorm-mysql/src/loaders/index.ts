export { loadContainer } from './container';
export { loadDatabase } from './database';
export { loadParser } from './parser';
