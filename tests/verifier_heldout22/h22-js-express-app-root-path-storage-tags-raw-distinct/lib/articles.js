const { Article, Tag } = require('./models');

module.exports.bySlug = (slug) => Article.findOne({ where: { slug }, include: Tag });
module.exports.create = async ({ tagList = [], ...data }) => {
  const article = await Article.create(data);
  for (const name of tagList) {
    const [tag] = await Tag.findOrCreate({ where: { name } });
    await article.addTag(tag);
  }
  return article;
};
