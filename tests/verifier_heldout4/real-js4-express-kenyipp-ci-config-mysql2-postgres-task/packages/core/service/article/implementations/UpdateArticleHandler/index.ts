export { UpdateArticleHandler } from './UpdateArticleHandler';
export { UpdateArticleByIdInput, UpdateArticleByIdOutput } from './types';
