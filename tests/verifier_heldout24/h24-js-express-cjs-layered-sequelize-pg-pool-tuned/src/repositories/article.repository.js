const { Op } = require('sequelize');
const { Article, User, Tag } = require('../models');

const include = [
  { model: User, as: 'author' },
  { model: Tag, as: 'tags', through: { attributes: [] } },
];

module.exports = {
  async list({ tag, author, favorited, limit = 20, offset = 0 }) {
    const where = {};
    if (author) {
      const a = await User.findOne({ where: { username: author } });
      if (!a) return { rows: [], count: 0 };
      where.authorId = a.id;
    }
    if (tag) {
      const t = await Tag.findOne({ where: { name: tag }, include: [{ model: Article, attributes: ['id'] }] });
      where.id = { [Op.in]: t ? t.Articles.map((x) => x.id) : [] };
    }
    if (favorited) {
      const u = await User.findOne({ where: { username: favorited }, include: [{ model: Article, as: 'favorites', attributes: ['id'] }] });
      const ids = u ? u.favorites.map((x) => x.id) : [];
      where.id = where.id ? { [Op.and]: [where.id, { [Op.in]: ids }] } : { [Op.in]: ids };
    }
    return Article.findAndCountAll({ where, include, limit, offset, order: [['createdAt', 'DESC']], distinct: true });
  },
  findBySlug: (slug) => Article.findOne({ where: { slug }, include }),
  create: async (data, tagList = []) => {
    const article = await Article.create(data);
    if (tagList.length) {
      const tags = await Promise.all(tagList.map((name) => Tag.findOrCreate({ where: { name } }).then(([t]) => t)));
      await article.setTags(tags);
    }
    return Article.findByPk(article.id, { include });
  },
  update: (article, fields) => article.update(fields),
  remove: (article) => article.destroy(),
  favorite: (article, user) => article.addFavoritedBy(user),
  unfavorite: (article, user) => article.removeFavoritedBy(user),
  isFavorited: (article, user) => (user ? article.hasFavoritedBy(user) : false),
  favoritesCount: (article) => article.countFavoritedBy(),
};
