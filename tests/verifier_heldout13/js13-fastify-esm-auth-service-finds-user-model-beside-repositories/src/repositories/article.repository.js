import { Article } from '../models/article.js';
import { User } from '../models/user.js';

const author = { model: User, as: 'author' };

export const articleRepository = {
  findBySlug: (slug) => Article.findOne({ where: { slug }, include: [author] }),
  create: (data) => Article.create(data),
  page: (limit, offset) =>
    Article.findAndCountAll({ include: [author], order: [['createdAt', 'DESC']], limit, offset }),
};
