export { IJwtCipher } from './req';
export {
  IProfileRo,
  IUserRepository,
  IUserRo,
  IUserSeed,
} from './spec';
