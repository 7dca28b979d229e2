import { Op } from 'sequelize';
import { Article } from '../models/article.js';

export class ArticleRepository {
  latest(limit: number, offset: number) {
    return Article.findAndCountAll({ order: [['createdAt', 'DESC']], limit, offset });
  }

  byIds(ids: number[], limit: number, offset: number) {
    return Article.findAndCountAll({ where: { id: { [Op.in]: ids } }, order: [['createdAt', 'DESC']], limit, offset });
  }

  bySlug(slug: string) {
    return Article.findOne({ where: { slug } });
  }

  add(values: { slug: string; title: string; description: string; body: string; tagList: string[]; authorId: number }) {
    return Article.create(values);
  }
}
