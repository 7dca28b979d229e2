'use strict';

const { Op } = require('sequelize');

class ArticleRepository {
  constructor({ models }) {
    this.models = models;
  }

  list({ tag, author, limit, offset }) {
    const { Article, User } = this.models;
    return Article.findAndCountAll({
      where: tag ? { tagList: { [Op.contains]: [tag] } } : {},
      include: [{ model: User, as: 'author', ...(author ? { where: { username: author } } : {}) }],
      order: [['createdAt', 'DESC']],
      limit,
      offset,
    });
  }

  findBySlug(slug) {
    const { Article, User } = this.models;
    return Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }] });
  }

  create(attrs) {
    return this.models.Article.create(attrs);
  }

  countFavorites(articleId) {
    return this.models.Favorite.count({ where: { articleId } });
  }

  async isFavorited(userId, articleId) {
    if (!userId) return false;
    return (await this.models.Favorite.count({ where: { userId, articleId } })) > 0;
  }

  async favorite(userId, articleId, on) {
    const { Favorite } = this.models;
    if (on) await Favorite.findOrCreate({ where: { userId, articleId } });
    else await Favorite.destroy({ where: { userId, articleId } });
  }
}

module.exports = ArticleRepository;
