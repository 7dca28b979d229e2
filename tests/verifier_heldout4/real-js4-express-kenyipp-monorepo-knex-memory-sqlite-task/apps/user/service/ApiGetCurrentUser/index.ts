export { ApiGetCurrentUser } from './ApiGetCurrentUser';
export { ApiGetCurrentUserInput, ApiGetCurrentUserOutput } from './types';
