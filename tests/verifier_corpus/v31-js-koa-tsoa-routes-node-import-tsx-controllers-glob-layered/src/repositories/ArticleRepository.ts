import { Article } from '../models';

export class ArticleRepository {
  findBySlug(slug: string): Promise<Article | null> {
    return Article.findOne({ where: { slug } });
  }
}
