export { IJwtCipher } from './IJwtCipher';
