export { ApiRegistration } from './ApiRegistration';
export { ApiRegistrationInput, ApiRegistrationOutput } from './types';
