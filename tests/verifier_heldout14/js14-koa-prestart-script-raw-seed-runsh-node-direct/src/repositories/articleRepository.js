const { Article, Tag } = require('../models');

module.exports = {
  findBySlug(slug) {
    return Article.findOne({ where: { slug }, include: [{ model: Tag, as: 'tags' }] });
  },
  async create(values, tagNames) {
    const article = await Article.create(values);
    const tags = [];
    for (const name of tagNames) tags.push((await Tag.findOrCreate({ where: { name } }))[0]);
    await article.setTags(tags);
    return this.findBySlug(article.slug);
  },
};
