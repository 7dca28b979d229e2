const { Article, Tag } = require('../models');

module.exports = {
  async findBySlug(slug) {
    return Article.findOne({ where: { slug }, include: [{ model: Tag, as: 'tags' }] });
  },
  async create(data, tagNames) {
    const article = await Article.create(data);
    const tags = await Promise.all(tagNames.map((name) => Tag.findOrCreate({ where: { name } }).then(([t]) => t)));
    await article.setTags(tags);
    return this.findBySlug(article.slug);
  },
};
