export { auth } from './auth';
export { handleError } from './handleError';
export { validate } from './validate';
