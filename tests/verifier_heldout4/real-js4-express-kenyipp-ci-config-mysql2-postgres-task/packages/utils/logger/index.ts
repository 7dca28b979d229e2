export { logger } from './logger';
