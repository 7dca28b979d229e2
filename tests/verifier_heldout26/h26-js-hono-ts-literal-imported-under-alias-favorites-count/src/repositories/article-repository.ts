import { Op, literal as sqlFragment, type FindOptions } from 'sequelize';
import { Article, Favorite, User } from '../models';

// favoritesCount / favorited are computed in the same SELECT to avoid N+1 queries
function counters(viewerId?: number): FindOptions['attributes'] {
  const viewer = Number.isInteger(viewerId) ? Number(viewerId) : 0;
  return {
    include: [
      [sqlFragment('(SELECT COUNT(*) FROM "favorites" AS f WHERE f."articleId" = "Article"."id")::int'), 'favoritesCount'],
      [sqlFragment(`EXISTS (SELECT 1 FROM "favorites" AS f WHERE f."articleId" = "Article"."id" AND f."userId" = ${viewer})`), 'favorited'],
    ],
  };
}

const author = { model: User, as: 'author', attributes: ['id', 'username', 'bio', 'image'] };

export const articleRepository = {
  findBySlug(slug: string, viewerId?: number) {
    return Article.findOne({ where: { slug }, attributes: counters(viewerId), include: [author] });
  },

  list(filter: { tag?: string; author?: string; limit: number; offset: number }, viewerId?: number) {
    const where = filter.tag ? { tagList: { [Op.contains]: [filter.tag] } } : {};
    const authorInclude = filter.author ? { ...author, where: { username: filter.author } } : author;
    return Article.findAndCountAll({
      where,
      attributes: counters(viewerId),
      include: [authorInclude],
      order: [['createdAt', 'DESC']],
      limit: filter.limit,
      offset: filter.offset,
    });
  },

  create(data: { slug: string; title: string; description: string; body: string; tagList: string[]; authorId: number }) {
    return Article.create(data);
  },

  async favorite(userId: number, articleId: number) {
    await Favorite.findOrCreate({ where: { userId, articleId } });
  },

  async unfavorite(userId: number, articleId: number) {
    await Favorite.destroy({ where: { userId, articleId } });
  },
};
