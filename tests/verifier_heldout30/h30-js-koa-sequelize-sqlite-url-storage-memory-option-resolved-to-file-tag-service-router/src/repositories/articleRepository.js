const { Article, Tag, User } = require('../models');

const include = [{ model: User, as: 'author' }, { model: Tag, as: 'tags', through: { attributes: [] } }];

module.exports = {
  page: (limit, offset) => Article.findAndCountAll({ include, distinct: true, order: [['createdAt', 'DESC']], limit, offset }),
  bySlug: (slug) => Article.findOne({ where: { slug }, include }),
  async insert(data, tagNames) {
    const article = await Article.create(data);
    const tags = [];
    for (const name of tagNames) tags.push((await Tag.findOrCreate({ where: { name } }))[0]);
    await article.setTags(tags);
    return article;
  },
};
