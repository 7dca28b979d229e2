export { handleError } from './handleError';
