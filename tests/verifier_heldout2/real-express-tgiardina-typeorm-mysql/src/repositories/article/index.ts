export { ArticleEntity } from './ArticleEntity';
export { ArticleRepository } from './ArticleRepository';
