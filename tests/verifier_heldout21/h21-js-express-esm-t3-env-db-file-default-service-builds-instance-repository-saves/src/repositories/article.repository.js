import { Article } from '../models/index.js';

export const articleRepository = {
  findBySlug: (slug) => Article.findOne({ where: { slug } }),
};
