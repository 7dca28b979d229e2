import { ArticleRepository } from '../repositories/article.repository';
import { ArticleService } from './article.service';

export const articleService = new ArticleService(new ArticleRepository());
