import { Article } from '../models/article.js';

export class ArticleRepository {
  bySlug(slug: string) {
    return Article.findOne({ where: { slug } });
  }

  recent(limit: number, offset: number) {
    return Article.findAndCountAll({ order: [['createdAt', 'DESC']], limit, offset });
  }

  create(fields: { slug: string; title: string; body: string }) {
    return Article.create(fields);
  }
}
