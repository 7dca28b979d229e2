const { Op } = require('sequelize');

class ArticleRepository {
  constructor({ Article, User, Tag, Favorite }) {
    Object.assign(this, { Article, User, Tag, Favorite });
    this.include = [
      { model: User, as: 'author' },
      { model: Tag, as: 'tags', through: { attributes: [] } },
    ];
  }

  bySlug(slug) { return this.Article.findOne({ where: { slug }, include: this.include }); }

  async search({ tag, authorId, favoritedById, authorIds, limit, offset }) {
    const where = {};
    const idSets = [];
    if (authorId) where.authorId = authorId;
    if (authorIds) where.authorId = { [Op.in]: authorIds };
    if (favoritedById) {
      const favs = await this.Favorite.findAll({ where: { userId: favoritedById }, attributes: ['articleId'] });
      idSets.push(favs.map((f) => f.articleId));
    }
    if (tag) {
      const found = await this.Tag.findOne({ where: { name: tag }, include: [{ model: this.Article, attributes: ['id'] }] });
      idSets.push(found ? found.articles.map((a) => a.id) : []);
    }
    if (idSets.length) where.id = { [Op.in]: idSets.reduce((a, b) => a.filter((x) => b.includes(x))) };
    return this.Article.findAndCountAll({ where, include: this.include, order: [['createdAt', 'DESC']], limit, offset, distinct: true });
  }

  async create(attrs, tagNames) {
    const article = await this.Article.create(attrs);
    const tags = await Promise.all(tagNames.map(async (name) => (await this.Tag.findOrCreate({ where: { name } }))[0]));
    await article.setTags(tags);
    return this.bySlug(article.slug);
  }

  async save(article, attrs) {
    await article.update(attrs);
    return this.bySlug(article.slug);
  }

  destroy(article) { return article.destroy(); }
  countFavorites(articleId) { return this.Favorite.count({ where: { articleId } }); }
  async isFavorite(articleId, userId) {
    return !!userId && (await this.Favorite.count({ where: { articleId, userId } })) > 0;
  }
  async setFavorite(articleId, userId, on) {
    if (on) await this.Favorite.findOrCreate({ where: { articleId, userId } });
    else await this.Favorite.destroy({ where: { articleId, userId } });
  }
}

module.exports = ArticleRepository;
