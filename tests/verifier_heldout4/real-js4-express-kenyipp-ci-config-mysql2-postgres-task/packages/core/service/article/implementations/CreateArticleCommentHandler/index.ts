export { CreateArticleCommentHandler } from './CreateArticleCommentHandler';
export { CreateArticleCommentInput, CreateArticleCommentOutput } from './types';
