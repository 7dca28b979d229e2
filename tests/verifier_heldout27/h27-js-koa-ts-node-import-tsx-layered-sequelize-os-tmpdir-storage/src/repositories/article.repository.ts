import { Article, User } from '../models/index.js';

export class ArticleRepository {
  page(limit: number, offset: number, author?: string) {
    return Article.findAndCountAll({
      include: [{ model: User, as: 'author', ...(author ? { where: { username: author } } : {}) }],
      order: [['createdAt', 'DESC']],
      limit,
      offset,
    });
  }

  findBySlug(slug: string) {
    return Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] });
  }

  create(data: { slug: string; title: string; description: string; body: string; tagList: string[]; authorId: number }) {
    return Article.create(data);
  }

  async tags() {
    const rows = await Article.findAll({ attributes: ['tagList'] });
    return [...new Set(rows.flatMap((r) => r.tagList))];
  }
}
