import { injectable } from 'tsyringe';
import { ArticleModel, FavoriteModel, IArticleRepository } from '../models/article';

@injectable()
export class SequelizeArticleRepository implements IArticleRepository {
  findBySlug(slug: string) {
    return ArticleModel.findOne({ where: { slug } });
  }

  countFavorites(articleId: number) {
    return FavoriteModel.count({ where: { articleId } });
  }

  create(fields: { slug: string; title: string; description: string; body: string }) {
    return ArticleModel.create(fields);
  }
}
