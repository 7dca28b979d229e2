import { Article } from '../models/Article';
import { User } from '../models/User';
import { Favorite } from '../models/Favorite';

export class ArticleRepository {
  findBySlug(slug: string) {
    return Article.findOne({ where: { slug }, include: [User] });
  }

  page(limit: number, offset: number) {
    return Article.findAndCountAll({ include: [User], order: [['createdAt', 'DESC']], limit, offset });
  }

  create(data: Pick<Article, 'slug' | 'title' | 'description' | 'body' | 'tagList' | 'authorId'>) {
    return Article.create(data as any);
  }

  favoritesCount(articleId: number) {
    return Favorite.count({ where: { articleId } });
  }

  async favorite(articleId: number, userId: number) {
    await Favorite.findOrCreate({ where: { articleId, userId } });
  }
}
