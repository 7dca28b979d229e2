export { User } from './user';
export { register } from '../services/userService';
