'use strict';
const { Op } = require('sequelize');

class ArticleRepository {
  constructor({ Article, Tag, User, Comment }) {
    this.Article = Article;
    this.Tag = Tag;
    this.User = User;
    this.Comment = Comment;
  }

  _include() {
    return [
      { model: this.User, as: 'author' },
      { model: this.Tag, as: 'tags', through: { attributes: [] } },
    ];
  }

  async list({ tag, author, favorited, limit = 20, offset = 0 }) {
    const where = {};
    const include = this._include();
    if (author) include[0].where = { username: author };
    if (tag) include[1].where = { name: tag };
    if (favorited) {
      include.push({ model: this.User, as: 'favoritedBy', where: { username: favorited }, through: { attributes: [] } });
    }
    const { rows, count } = await this.Article.findAndCountAll({
      where, include, limit, offset, distinct: true, order: [['createdAt', 'DESC']],
    });
    return { rows, count };
  }

  async feed(followingIds, { limit = 20, offset = 0 }) {
    return this.Article.findAndCountAll({
      where: { authorId: { [Op.in]: followingIds } },
      include: this._include(), limit, offset, distinct: true, order: [['createdAt', 'DESC']],
    });
  }

  findBySlug(slug) {
    return this.Article.findOne({ where: { slug }, include: this._include() });
  }

  async create(data, tagList) {
    const article = await this.Article.create(data);
    if (tagList && tagList.length) {
      const tags = await Promise.all(tagList.map((name) => this.Tag.findOrCreate({ where: { name } }).then(([t]) => t)));
      await article.setTags(tags);
    }
    return this.findBySlug(article.slug);
  }

  async favoritesCount(article) {
    return article.countFavoritedBy();
  }

  async isFavorited(article, userId) {
    if (!userId) return false;
    return article.hasFavoritedBy(userId);
  }

  favorite(article, userId) {
    return article.addFavoritedBy(userId);
  }

  unfavorite(article, userId) {
    return article.removeFavoritedBy(userId);
  }

  remove(article) {
    return article.destroy();
  }

  allTags() {
    return this.Tag.findAll({ order: [['name', 'ASC']] });
  }
}

module.exports = ArticleRepository;
