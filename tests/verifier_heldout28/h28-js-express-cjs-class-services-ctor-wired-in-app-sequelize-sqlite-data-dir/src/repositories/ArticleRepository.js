const { Op } = require('sequelize');

class ArticleRepository {
  constructor({ models }) {
    this.models = models;
  }

  baseInclude() {
    const { User, Tag } = this.models;
    return [
      { model: User, as: 'author' },
      { model: Tag, as: 'tags', through: { attributes: [] } },
      { model: User, as: 'favoritedBy', attributes: ['id'], through: { attributes: [] } },
    ];
  }

  findBySlug(slug) {
    return this.models.Article.findOne({ where: { slug }, include: this.baseInclude() });
  }

  async list({ tag, author, favorited, limit = 20, offset = 0 }) {
    const { Article, User, Tag } = this.models;
    const where = {};
    if (author) {
      const user = await User.findOne({ where: { username: author } });
      where.authorId = user ? user.id : -1;
    }
    if (tag) {
      const t = await Tag.findOne({ where: { name: tag }, include: [{ model: Article, as: 'articles', attributes: ['id'] }] });
      where.id = { [Op.in]: t ? t.articles.map((a) => a.id) : [] };
    }
    if (favorited) {
      const u = await User.findOne({ where: { username: favorited }, include: [{ model: Article, as: 'favorites', attributes: ['id'] }] });
      const ids = u ? u.favorites.map((a) => a.id) : [];
      where.id = where.id ? { [Op.and]: [where.id, { [Op.in]: ids }] } : { [Op.in]: ids };
    }
    const count = await Article.count({ where });
    const rows = await Article.findAll({
      where,
      include: this.baseInclude(),
      order: [['createdAt', 'DESC']],
      limit,
      offset,
    });
    return { rows, count };
  }

  async create(authorId, data, tagNames) {
    const { Article, Tag } = this.models;
    const article = await Article.create({ ...data, authorId });
    if (tagNames && tagNames.length) {
      const tags = [];
      for (const name of tagNames) {
        const [tag] = await Tag.findOrCreate({ where: { name } });
        tags.push(tag);
      }
      await article.setTags(tags);
    }
    return this.findBySlug(article.slug);
  }

  remove(article) {
    return article.destroy();
  }

  favorite(article, userId) {
    return article.addFavoritedBy(userId);
  }

  unfavorite(article, userId) {
    return article.removeFavoritedBy(userId);
  }
}

module.exports = ArticleRepository;
