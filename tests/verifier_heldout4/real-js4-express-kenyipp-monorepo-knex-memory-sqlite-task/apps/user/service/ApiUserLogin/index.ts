export { ApiUserLogin } from './ApiUserLogin';
export { ApiUserLoginInput, ApiUserLoginOutput } from './types';
