import { Article, User } from '../models/index.js';

export class ArticleRepository {
  page({ limit, offset }) {
    return Article.findAndCountAll({
      include: [{ model: User, as: 'author' }],
      order: [['createdAt', 'DESC']],
      limit,
      offset,
    });
  }

  async create(data) {
    const created = await Article.create(data);
    return Article.findByPk(created.id, { include: [{ model: User, as: 'author' }] });
  }

  async tagLists() {
    const rows = await Article.findAll({ attributes: ['tagList'] });
    return rows.map((r) => r.tagList);
  }
}
