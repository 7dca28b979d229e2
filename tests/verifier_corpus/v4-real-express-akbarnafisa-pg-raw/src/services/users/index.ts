export { default as registerService } from './registerService';
export { default as loginService } from './loginService';

