import { Article } from '../models/article';
import { User } from '../models/user';

export const articleRepository = {
  bySlug: (slug: string) => Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] }),
};
