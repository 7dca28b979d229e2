import { Article, Tag, User } from '../models/index.js';

export class ArticleRepository {
  findBySlug(slug) {
    return Article.findOne({
      where: { slug },
      include: [{ model: User, as: 'author' }, { model: Tag }],
    });
  }

  findAll({ limit, offset }) {
    return Article.findAndCountAll({
      include: [{ model: User, as: 'author' }, { model: Tag }],
      order: [['createdAt', 'DESC']],
      limit,
      offset,
      distinct: true,
    });
  }

  deleteBySlug(slug) {
    return Article.destroy({ where: { slug } });
  }
}
