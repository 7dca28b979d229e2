export { AppError } from './AppError';
