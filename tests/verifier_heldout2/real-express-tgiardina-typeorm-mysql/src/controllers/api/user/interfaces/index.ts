export { IUserRepository, IUserRo, IUserSeed } from './req';
export { IUserPostBody, IUserResponseBody } from './spec';
