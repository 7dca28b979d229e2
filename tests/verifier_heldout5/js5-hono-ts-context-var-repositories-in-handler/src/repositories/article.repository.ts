import { Article, User } from '../models/index.js';

export class ArticleRepository {
  findBySlug(slug: string) {
    return Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] });
  }
  create(values: Record<string, unknown>) {
    return Article.create(values);
  }
  list(limit: number, offset: number) {
    return Article.findAndCountAll({ include: [{ model: User, as: 'author' }], order: [['createdAt', 'DESC']], limit, offset });
  }
}
