export { IArticleRo } from './IArticleRo';
export { IArticleSeed } from './IArticleSeed';
export { IArticleService } from './IArticleService';

