import { Op } from 'sequelize';
import { Article, User, Favorite, Follow } from '../models/index.js';

const withAuthor = [{ model: User, as: 'author' }];

export class ArticleRepository {
  findBySlug(slug) {
    return Article.findOne({ where: { slug }, include: withAuthor });
  }

  async list({ tag, author, favorited, limit = 20, offset = 0 }) {
    const where = {};
    if (tag) where.tagList = { [Op.contains]: [tag] };
    if (author) {
      const user = await User.findOne({ where: { username: author } });
      if (!user) return { rows: [], count: 0 };
      where.authorId = user.id;
    }
    if (favorited) {
      const user = await User.findOne({ where: { username: favorited } });
      if (!user) return { rows: [], count: 0 };
      const favs = await Favorite.findAll({ where: { userId: user.id }, attributes: ['articleId'] });
      where.id = { [Op.in]: favs.map((f) => f.articleId) };
    }
    return Article.findAndCountAll({ where, include: withAuthor, order: [['createdAt', 'DESC']], limit, offset, distinct: true });
  }

  async feed(userId, { limit = 20, offset = 0 }) {
    const follows = await Follow.findAll({ where: { followerId: userId }, attributes: ['followingId'] });
    return Article.findAndCountAll({
      where: { authorId: { [Op.in]: follows.map((f) => f.followingId) } },
      include: withAuthor,
      order: [['createdAt', 'DESC']],
      limit,
      offset,
    });
  }

  create(data) {
    return Article.create(data);
  }

  destroy(article) {
    return article.destroy();
  }

  favoritesCount(articleId) {
    return Favorite.count({ where: { articleId } });
  }

  async isFavorited(userId, articleId) {
    if (!userId) return false;
    return (await Favorite.count({ where: { userId, articleId } })) > 0;
  }

  favorite(userId, articleId) {
    return Favorite.findOrCreate({ where: { userId, articleId } });
  }

  unfavorite(userId, articleId) {
    return Favorite.destroy({ where: { userId, articleId } });
  }

  async allTags() {
    const rows = await Article.findAll({ attributes: ['tagList'] });
    return [...new Set(rows.flatMap((r) => r.tagList))];
  }
}
