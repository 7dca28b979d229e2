export { ArticleService } from './article';
