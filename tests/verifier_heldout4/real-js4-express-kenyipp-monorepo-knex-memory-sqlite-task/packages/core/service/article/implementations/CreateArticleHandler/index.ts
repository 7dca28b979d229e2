export { CreateArticleHandler } from './CreateArticleHandler';
export { CreateArticleInput, CreateArticleOutput } from './types';
