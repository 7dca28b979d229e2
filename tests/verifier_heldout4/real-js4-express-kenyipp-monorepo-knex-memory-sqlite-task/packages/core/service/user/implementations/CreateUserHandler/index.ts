export { CreateUserHandler } from './CreateUserHandler';
export { CreateUserInput, CreateUserOutput } from './types';
