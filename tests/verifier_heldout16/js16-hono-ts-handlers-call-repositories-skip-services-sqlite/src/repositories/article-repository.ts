import { Article, User } from '../models';

export const articleRepository = {
  findBySlug: (slug: string) =>
    Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] }),
};
