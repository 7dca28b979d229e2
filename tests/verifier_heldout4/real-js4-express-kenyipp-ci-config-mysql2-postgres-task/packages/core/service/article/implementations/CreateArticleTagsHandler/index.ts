export { CreateArticleTagsHandler } from './CreateArticleTagsHandler';
export { CreateTagsForArticleInput, CreateTagsForArticleOutput } from './types';
