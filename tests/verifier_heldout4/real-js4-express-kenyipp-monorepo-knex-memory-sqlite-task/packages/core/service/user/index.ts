export { UserService } from './UserService';
export * from './errors';
