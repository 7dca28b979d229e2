export { IJwtCipher } from './interfaces';
export { UserEntity } from './UserEntity';
export { UserRepository } from './UserRepository';
