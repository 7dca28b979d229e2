const { Article, Tag, User } = require('../models');

const withRelations = [{ model: User, as: 'author' }, { model: Tag, as: 'tags' }];

module.exports = {
  findBySlug: (slug) => Article.findOne({ where: { slug }, include: withRelations }),
  list: ({ limit, offset }) => Article.findAndCountAll({ include: withRelations, order: [['createdAt', 'DESC']], limit, offset, distinct: true }),
  create: async (attrs, tagNames) => {
    const article = await Article.create(attrs);
    const tags = await Promise.all(tagNames.map((name) => Tag.findOrCreate({ where: { name } }).then(([t]) => t)));
    await article.setTags(tags);
    return article;
  },
  destroy: (article) => article.destroy(),
  tagNames: async () => (await Tag.findAll({ order: [['name', 'ASC']] })).map((t) => t.name),
};
