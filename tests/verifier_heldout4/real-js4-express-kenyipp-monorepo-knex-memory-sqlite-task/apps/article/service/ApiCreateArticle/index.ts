export { ApiCreateArticle } from './ApiCreateArticle';
export { ApiCreateArticleInput, ApiCreateArticleOutput } from './types';
