import { Article, User } from '../models/index.js';

export const articleRepository = {
  bySlug: (slug) => Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] }),
  reload: (article) => article.reload(),
};
