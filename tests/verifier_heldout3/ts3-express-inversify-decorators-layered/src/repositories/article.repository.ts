import { injectable } from 'inversify';
import { Op } from 'sequelize';
import { Article } from '../models/article.model';
import { Favorite } from '../models/favorite.model';
import { User } from '../models/user.model';

export interface ArticleFilter {
  tag?: string;
  author?: string;
  limit: number;
  offset: number;
}

@injectable()
export class ArticleRepository {
  async list(filter: ArticleFilter): Promise<{ rows: Article[]; count: number }> {
    return Article.findAndCountAll({
      where: filter.tag ? { tagList: { [Op.contains]: [filter.tag] } } : {},
      include: [{ model: User, as: 'author', where: filter.author ? { username: filter.author } : undefined }],
      order: [['createdAt', 'DESC']],
      limit: filter.limit,
      offset: filter.offset,
      distinct: true,
    });
  }

  async findBySlug(slug: string): Promise<Article | null> {
    return Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] });
  }

  async create(data: Pick<Article, 'slug' | 'title' | 'description' | 'body' | 'tagList' | 'authorId'>): Promise<Article> {
    return Article.create(data);
  }

  async favoritesCount(articleId: number): Promise<number> {
    return Favorite.count({ where: { articleId } });
  }

  async isFavorited(articleId: number, userId: number): Promise<boolean> {
    return (await Favorite.count({ where: { articleId, userId } })) > 0;
  }

  async addFavorite(articleId: number, userId: number): Promise<void> {
    await Favorite.findOrCreate({ where: { articleId, userId } });
  }
}
