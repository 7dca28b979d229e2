export { TYPES } from './types';
