import { Article, User } from '../models/index.js';

export const articleRepository = {
  list: ({ limit, offset }) => Article.findAndCountAll({ include: [{ model: User, as: 'author' }], order: [['createdAt', 'DESC']], limit, offset }),
  bySlug: (slug) => Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] }),
  create: (values) => Article.create(values),
};
