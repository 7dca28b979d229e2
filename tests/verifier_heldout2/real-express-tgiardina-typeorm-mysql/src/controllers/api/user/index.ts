export * from './interfaces/req';
export { UserController } from './UserController';
