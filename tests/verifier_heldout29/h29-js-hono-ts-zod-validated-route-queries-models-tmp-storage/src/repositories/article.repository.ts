import { Article, User } from '../models';

export const articleRepository = {
  bySlug: (slug: string) => Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] }),
  insert: (data: { slug: string; title: string; description: string; body: string; tagList: string[]; authorId: number }) =>
    Article.create(data),
};
