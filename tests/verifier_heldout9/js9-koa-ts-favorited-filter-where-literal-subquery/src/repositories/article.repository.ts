import { Op, literal, WhereOptions } from 'sequelize';
import { sequelize, Article, User } from '../models';

export interface ListFilter { tag?: string; author?: string; favorited?: string; limit: number; offset: number }

export class ArticleRepository {
  async list(filter: ListFilter) {
    const where: WhereOptions = {};
    if (filter.favorited) {
      Object.assign(where, {
        id: {
          [Op.in]: literal(`(SELECT f."articleId" FROM "Favorites" f JOIN "Users" u ON u.id = f."userId"
                             WHERE u.username = ${sequelize.escape(filter.favorited)})`),
        },
      });
    }
    return Article.findAndCountAll({
      where,
      include: [{ model: User, as: 'author', ...(filter.author ? { where: { username: filter.author } } : {}) }],
      order: [['createdAt', 'DESC']],
      limit: filter.limit,
      offset: filter.offset,
      distinct: true,
    });
  }

  findBySlug(slug: string) {
    return Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] });
  }
}
