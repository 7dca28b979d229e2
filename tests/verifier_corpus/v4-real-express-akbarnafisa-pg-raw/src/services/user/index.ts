export { default as getCurrentUserService } from './getCurrentUserService';
export { default as updateUserService } from './updateUserService';
