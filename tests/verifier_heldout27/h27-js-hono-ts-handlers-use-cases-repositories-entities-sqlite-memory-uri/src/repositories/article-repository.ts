import { Article } from '../entities/article.ts';
import { User } from '../entities/user.ts';

export const articleRepository = {
  page: (limit: number, offset: number) =>
    Article.findAndCountAll({ include: [{ model: User, as: 'author' }], order: [['createdAt', 'DESC']], limit, offset }),
  bySlug: (slug: string) => Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] }),
  add: (data: { slug: string; title: string; description: string; body: string; tagList: string[]; authorId: number }) => Article.create(data),
  async allTags() {
    const rows = await Article.findAll({ attributes: ['tagList'] });
    return [...new Set(rows.flatMap((r) => r.tagList))];
  },
};
