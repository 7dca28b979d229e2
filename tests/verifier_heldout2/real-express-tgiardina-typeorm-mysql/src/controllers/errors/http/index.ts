export { HttpError } from './HttpError';
export { HttpDuplicateError } from './HttpDuplicateError';
export { HttpUnauthorizedError } from './HttpUnauthorizedError';
export { HttpUncaughtError } from './HttpUncaughtError';
export { HttpValidationError } from './HttpValidationError';
