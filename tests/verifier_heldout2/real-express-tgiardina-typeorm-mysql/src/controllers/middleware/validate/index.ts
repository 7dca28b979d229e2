export { validate } from './validate';
