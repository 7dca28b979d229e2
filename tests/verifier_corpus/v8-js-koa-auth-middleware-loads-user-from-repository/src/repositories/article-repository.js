import { Article } from '../models/article.js';
import { User } from '../models/user.js';

export const articleRepository = {
  findBySlug: (slug) => Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] }),
  list: ({ limit, offset }) => Article.findAll({
    include: [{ model: User, as: 'author' }], order: [['createdAt', 'DESC']], limit, offset,
  }),
  create: (fields) => Article.create(fields),
};
