const { Op } = require('sequelize');
const { Article, User, Tag, Favorite } = require('../models');

const include = [
  { model: User, as: 'author' },
  { model: Tag, as: 'tags', through: { attributes: [] } },
];

class ArticleRepository {
  findBySlug(slug) { return Article.findOne({ where: { slug }, include }); }

  findMany({ authorId, ids, limit, offset }) {
    const where = {};
    if (authorId) where.authorId = authorId;
    if (ids) where.id = { [Op.in]: ids };
    return Article.findAndCountAll({ where, include, order: [['createdAt', 'DESC']], limit, offset, distinct: true });
  }

  async idsFavoritedBy(userId) {
    const rows = await Favorite.findAll({ where: { userId }, attributes: ['articleId'] });
    return rows.map((r) => r.articleId);
  }

  async idsTagged(name) {
    const tag = await Tag.findOne({ where: { name }, include: [{ model: Article, attributes: ['id'] }] });
    return tag ? tag.Articles.map((a) => a.id) : [];
  }

  async create(data, tagNames = []) {
    const article = await Article.create(data);
    const tags = [];
    for (const name of tagNames) tags.push((await Tag.findOrCreate({ where: { name } }))[0]);
    await article.setTags(tags);
    return this.findBySlug(article.slug);
  }

  remove(article) { return article.destroy(); }
  favoritesCount(articleId) { return Favorite.count({ where: { articleId } }); }
  async isFavorited(articleId, userId) {
    return !!userId && (await Favorite.count({ where: { articleId, userId } })) > 0;
  }
  async favorite(articleId, userId) { await Favorite.findOrCreate({ where: { articleId, userId } }); }
  async unfavorite(articleId, userId) { await Favorite.destroy({ where: { articleId, userId } }); }
}

module.exports = ArticleRepository;
