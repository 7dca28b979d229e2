import { Op } from 'sequelize';
import { Article } from '../models';

export class ArticleRepository {
  search(term: string | undefined, limit: number, offset: number) {
    const where = term ? { title: { [Op.iLike]: `%${term}%` } } : {};
    return Article.findAndCountAll({ where, limit, offset, order: [['createdAt', 'DESC']] });
  }

  bySlug(slug: string) {
    return Article.findOne({ where: { slug } });
  }
}
