export { GetArticleCommentsHandler } from './GetArticleCommentsHandler';
export {
  GetArticleCommentsByArticleIdInput,
  GetArticleCommentsByArticleIdOutput
} from './types';
