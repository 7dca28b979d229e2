export { IArticleEntity, IArticleRepository, IArticleSeed } from './spec';
