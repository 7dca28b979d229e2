import { Article } from '../models/Article';

export class ArticleRepository {
  findBySlug(slug: string) {
    return Article.findOne({ where: { slug } });
  }
}
