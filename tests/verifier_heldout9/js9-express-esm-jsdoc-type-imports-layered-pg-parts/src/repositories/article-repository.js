import { Op, fn, col } from 'sequelize';
import { sequelize, Article, User, Favorite } from '../models/index.js';

/**
 * @typedef {object} ArticleRecord
 * @property {number} id
 * @property {string} slug
 * @property {string} title
 * @property {{ username: string, bio: string|null, image: string|null }} author
 */

export function createArticleRepository() {
  return {
    /** @returns {Promise<ArticleRecord|null>} */
    findBySlug(slug) {
      return Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] });
    },

    search(term, { limit, offset }) {
      return Article.findAndCountAll({
        where: { title: { [Op.iLike]: `%${term}%` } },
        include: [{ model: User, as: 'author' }],
        order: [['createdAt', 'DESC']],
        limit,
        offset,
      });
    },

    async favoriteCounts(articleIds) {
      const rows = await Favorite.findAll({
        attributes: ['articleId', [fn('COUNT', col('userId')), 'count']],
        where: { articleId: { [Op.in]: articleIds } },
        group: ['articleId'],
        raw: true,
      });
      return new Map(rows.map((r) => [r.articleId, Number(r.count)]));
    },

    async createWithFirstFavorite(fields, userId) {
      return sequelize.transaction(async (transaction) => {
        const article = await Article.create(fields, { transaction });
        await Favorite.create({ articleId: article.id, userId }, { transaction });
        return article;
      });
    },
  };
}
