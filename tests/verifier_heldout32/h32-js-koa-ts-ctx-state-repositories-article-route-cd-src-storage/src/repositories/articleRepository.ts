import { Article } from '../models/article';

export class ArticleRepository {
  findBySlug(slug: string) {
    return Article.findOne({ where: { slug } });
  }
  list(limit: number, offset: number) {
    return Article.findAndCountAll({ limit, offset, order: [['createdAt', 'DESC']] });
  }
}
