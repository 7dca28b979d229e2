export { IUserPostBody } from './IUserPostBody';
export { IUserResponseBody } from './IUserResponseBody';
