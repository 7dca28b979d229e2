export { ArticleService } from './ArticleService';
export * from './interfaces/req';
