import { ArticleModel } from '../models/article.model';

export class ArticleRepository {
  bySlug(slug: string) {
    return ArticleModel.findOne({ where: { slug } });
  }
  latest(limit: number, offset: number) {
    return ArticleModel.findAndCountAll({ order: [['createdAt', 'DESC']], limit, offset });
  }
  create(data: { slug: string; title: string; description: string; body: string; authorId: number }) {
    return ArticleModel.create(data);
  }
}
