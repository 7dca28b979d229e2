import { Article, User } from '../models/index.js';

export const articleRepository = {
  list: ({ limit, offset }) =>
    Article.findAndCountAll({ include: [{ model: User, as: 'author' }], order: [['createdAt', 'DESC']], limit, offset }),
  findBySlug: (slug) => Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] }),
  create: (data) => Article.create(data),
};
