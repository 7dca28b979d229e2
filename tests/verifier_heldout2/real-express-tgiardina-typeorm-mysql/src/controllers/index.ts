export {
  /* istanbul ignore next */
  ArticleController,
  /* istanbul ignore next */
  UserController,
} from './api';
export { handleError } from './middleware';
