import { Article } from '../models/article.js';

export const articleRepository = {
  findBySlug: (slug) => Article.findOne({ where: { slug } }),
  list: ({ limit, offset }) => Article.findAndCountAll({ order: [['createdAt', 'DESC']], limit, offset }),
  create: (fields) => Article.create(fields),
  update: (article, fields) => article.update(fields),
  remove: (article) => article.destroy(),
};
