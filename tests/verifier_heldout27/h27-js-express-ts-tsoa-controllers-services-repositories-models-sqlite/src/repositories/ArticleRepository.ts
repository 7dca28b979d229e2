import { Op, WhereOptions } from 'sequelize';
import { Article, Favorite, User } from '../models';

export interface ArticleFilter {
  tag?: string;
  author?: string;
  limit: number;
  offset: number;
}

export class ArticleRepository {
  async list(filter: ArticleFilter) {
    const where: WhereOptions = {};
    if (filter.tag) Object.assign(where, { tagList: { [Op.like]: `%"${filter.tag}"%` } });
    return Article.findAndCountAll({
      where,
      include: [{ model: User, as: 'author', ...(filter.author ? { where: { username: filter.author } } : {}) }],
      order: [['createdAt', 'DESC']],
      limit: filter.limit,
      offset: filter.offset,
    });
  }

  findBySlug(slug: string) {
    return Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] });
  }

  create(data: { slug: string; title: string; description: string; body: string; tagList: string[]; authorId: number }) {
    return Article.create(data);
  }

  countFavorites(articleId: number) {
    return Favorite.count({ where: { articleId } });
  }

  async isFavorited(userId: number | undefined, articleId: number) {
    if (!userId) return false;
    return (await Favorite.count({ where: { userId, articleId } })) > 0;
  }

  async tags() {
    const rows = await Article.findAll({ attributes: ['tagList'] });
    return Array.from(new Set(rows.flatMap((r) => r.tagList)));
  }
}
