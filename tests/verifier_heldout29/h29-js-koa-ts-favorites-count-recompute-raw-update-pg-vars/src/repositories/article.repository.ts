import { Article, User } from '../models';

export const articleRepository = {
  bySlug: (slug: string) => Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] }),
  reload: (article: Article) => article.reload({ include: [{ model: User, as: 'author' }] }),
};
