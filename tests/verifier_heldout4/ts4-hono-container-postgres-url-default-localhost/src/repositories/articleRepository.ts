import { Op } from 'sequelize';
import { Article, User } from '../models/index.js';

export class ArticleRepository {
  list(opts: { tag?: string; limit: number; offset: number }) {
    return Article.findAndCountAll({
      where: opts.tag ? { tagList: { [Op.contains]: [opts.tag] } } : {},
      include: [{ model: User, as: 'author' }],
      order: [['createdAt', 'DESC']],
      limit: opts.limit,
      offset: opts.offset,
    });
  }

  findBySlug(slug: string) {
    return Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] });
  }

  create(data: { slug: string; title: string; description: string; body: string; tagList: string[]; authorId: number }) {
    return Article.create(data);
  }

  async distinctTags(): Promise<string[]> {
    const rows = await Article.findAll({ attributes: ['tagList'] });
    return [...new Set(rows.flatMap((r) => r.tagList))];
  }
}
