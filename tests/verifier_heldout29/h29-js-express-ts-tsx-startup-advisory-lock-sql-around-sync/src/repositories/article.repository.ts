import { Op } from 'sequelize';
import { Article, User } from '../models';

export const articleRepository = {
  list(filter: { tag?: string; author?: string; limit: number; offset: number }) {
    return Article.findAndCountAll({
      where: filter.tag ? { tagList: { [Op.contains]: [filter.tag] } } : {},
      include: [{ model: User, as: 'author', ...(filter.author ? { where: { username: filter.author } } : {}) }],
      order: [['createdAt', 'DESC']],
      limit: filter.limit,
      offset: filter.offset,
    });
  },
  findBySlug: (slug: string) => Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] }),
  create: (data: Partial<Article>) => Article.create(data),
  async distinctTags(): Promise<string[]> {
    const rows = await Article.findAll({ attributes: ['tagList'] });
    return [...new Set(rows.flatMap((r) => r.tagList))].sort();
  },
};
