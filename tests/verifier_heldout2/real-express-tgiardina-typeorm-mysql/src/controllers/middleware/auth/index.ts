export { auth } from './auth';
