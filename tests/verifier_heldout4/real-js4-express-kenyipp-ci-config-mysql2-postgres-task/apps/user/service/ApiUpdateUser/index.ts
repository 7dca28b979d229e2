export { ApiUpdateUser } from './ApiUpdateUser';
export { ApiUpdateUserInput, ApiUpdateUserOutput } from './types';
