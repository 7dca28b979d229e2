export { IProfile } from './IProfile';
