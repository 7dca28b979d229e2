import { Article, Tag } from '../models';

export const articleRepository = {
  findBySlug: (slug: string) => Article.findOne({ where: { slug }, include: [{ model: Tag, as: 'tags' }] }),
  list: (limit: number, offset: number) =>
    Article.findAndCountAll({ include: [{ model: Tag, as: 'tags' }], limit, offset, order: [['createdAt', 'DESC']], distinct: true }),
};
