export { IDecodedToken } from './internal';
