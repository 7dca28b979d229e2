export { IDecodedToken } from './IDecodedToken';
