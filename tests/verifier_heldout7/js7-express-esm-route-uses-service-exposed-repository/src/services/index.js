import { ArticleRepository } from '../repositories/articleRepository.js';
import { TagRepository } from '../repositories/tagRepository.js';
import { ArticleService } from './articleService.js';
import { TagService } from './tagService.js';

export const articleService = new ArticleService(new ArticleRepository());
export const tagService = new TagService(new TagRepository());
