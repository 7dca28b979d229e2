// the app's singletons, built once
import { ArticleRepository } from '../repositories/article.repository.js';
import { ArticleService } from '../services/article.service.js';

export const articleRepository = new ArticleRepository();
export const articleService = new ArticleService(articleRepository);
