import { Article } from '../models/index.js';

export const articleRepository = {
  findBySlug(slug) {
    return Article.findOne({ where: { slug } });
  },
};
