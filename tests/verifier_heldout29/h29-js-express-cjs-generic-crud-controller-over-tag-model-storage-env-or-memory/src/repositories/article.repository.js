const { Article, Tag, User } = require('../models');

module.exports = {
  list: ({ limit, offset, tag, author }) =>
    Article.findAndCountAll({
      include: [
        { model: User, as: 'author', ...(author ? { where: { username: author } } : {}) },
        { model: Tag, as: 'tags', ...(tag ? { where: { name: tag } } : {}) },
      ],
      distinct: true,
      limit,
      offset,
      order: [['createdAt', 'DESC']],
    }),
  findBySlug: (slug) =>
    Article.findOne({ where: { slug }, include: [{ model: User, as: 'author' }, { model: Tag, as: 'tags' }] }),
  async create(data, tagList) {
    const article = await Article.create(data);
    for (const name of tagList) {
      const [tag] = await Tag.findOrCreate({ where: { name } });
      await article.addTag(tag);
    }
    return this.findBySlug(article.slug);
  },
};
