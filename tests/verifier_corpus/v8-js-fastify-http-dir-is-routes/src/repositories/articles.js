import { Article } from '../models/article.js';

export const articleRepository = {
  bySlug: (slug) => Article.findOne({ where: { slug } }),
  insert: (data) => Article.create(data),
  remove: (slug) => Article.destroy({ where: { slug } }),
  page: (limit, offset) => Article.findAndCountAll({ order: [['createdAt', 'DESC']], limit, offset }),
};
