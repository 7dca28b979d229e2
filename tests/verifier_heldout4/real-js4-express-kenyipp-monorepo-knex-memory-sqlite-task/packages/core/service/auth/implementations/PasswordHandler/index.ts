export { PasswordHandler } from './PasswordHandler';
export {
  ComparePasswordInput,
  ComparePasswordOutput,
  EncryptPasswordInput,
  EncryptPasswordOutput
} from './types';
