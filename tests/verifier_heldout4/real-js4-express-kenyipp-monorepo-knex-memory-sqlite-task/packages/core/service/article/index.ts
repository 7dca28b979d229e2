export { ArticleService } from './ArticleService';
export * from './errors';
