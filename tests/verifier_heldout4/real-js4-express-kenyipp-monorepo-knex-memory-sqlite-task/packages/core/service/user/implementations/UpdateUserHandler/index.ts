export { UpdateUserHandler } from './UpdateUserHandler';
export { UpdateUserInput, UpdateUserOutput } from './types';
