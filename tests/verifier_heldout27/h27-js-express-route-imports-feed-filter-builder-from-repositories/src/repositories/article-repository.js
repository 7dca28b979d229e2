const { Article, User, Tag, Favorite, Follow } = require('../models');

module.exports = {
  findAndCount(options) {
    return Article.findAndCountAll(options);
  },
  findBySlug(slug) {
    return Article.findOne({
      where: { slug },
      include: [{ model: User, as: 'author' }, { model: Tag, as: 'tags', through: { attributes: [] } }],
    });
  },
  async create({ tagList = [], ...data }) {
    const article = await Article.create(data);
    const tags = await Promise.all(tagList.map((name) => Tag.findOrCreate({ where: { name } }).then(([t]) => t)));
    await article.setTags(tags);
    return article;
  },
  async followedIds(userId) {
    const rows = await Follow.findAll({ where: { followerId: userId } });
    return rows.map((r) => r.followeeId);
  },
  countFavorites(articleId) {
    return Favorite.count({ where: { articleId } });
  },
  async isFavorited(userId, articleId) {
    return userId ? (await Favorite.count({ where: { userId, articleId } })) > 0 : false;
  },
  async tagNames() {
    const tags = await Tag.findAll({ attributes: ['name'], order: [['name', 'ASC']] });
    return tags.map((t) => t.name);
  },
};
