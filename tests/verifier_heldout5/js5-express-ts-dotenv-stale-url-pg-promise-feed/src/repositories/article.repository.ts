import { Article, User } from '../models/index.js';

export const articleRepository = {
  page: (limit: number, offset: number) =>
    Article.findAndCountAll({ include: [{ model: User, as: 'author' }], order: [['createdAt', 'DESC']], limit, offset }),
  bySlug: (slug: string) => Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] }),
};
