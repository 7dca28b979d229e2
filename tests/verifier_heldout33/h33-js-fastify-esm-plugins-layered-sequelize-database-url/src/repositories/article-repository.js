import { Article, User } from '../models/index.js';

export class ArticleRepository {
  search({ author, limit, offset }) {
    return Article.findAndCountAll({
      include: [{ model: User, as: 'author', ...(author ? { where: { username: author } } : {}) }],
      order: [['createdAt', 'DESC']], limit, offset,
    });
  }
  findBySlug(slug) { return Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] }); }
}
