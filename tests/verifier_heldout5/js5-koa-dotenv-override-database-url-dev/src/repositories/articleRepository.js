const { Article, Tag } = require('../models');

module.exports = {
  create: async (values, tags) => {
    const article = await Article.create(values);
    await article.setTags(tags);
    return article;
  },
  bySlug: (slug) => Article.findOne({ where: { slug }, include: [Tag] }),
};
