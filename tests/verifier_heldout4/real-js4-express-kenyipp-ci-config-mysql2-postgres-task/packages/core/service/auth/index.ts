export { AuthService } from './AuthService';
export * from './errors';
