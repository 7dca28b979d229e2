import { Article, User } from '../models';

export const articleRepository = {
  findBySlug: (slug: string) => Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] }),
  list: (limit: number, offset: number) =>
    Article.findAndCountAll({ include: [{ model: User, as: 'author' }], order: [['createdAt', 'DESC']], limit, offset }),
  create: (data: Partial<Article>) => Article.create(data),
};
