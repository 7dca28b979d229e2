export { IProfile } from './spec';
