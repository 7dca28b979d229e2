export { IUserRepository } from './IUserRepository';
export { IUserRo } from './IUserRo';
export { IUserSeed } from './IUserSeed';
