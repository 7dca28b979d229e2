const { Article, ArticleTag } = require('../models');

async function bySlug(slug) {
  return Article.findOne({ where: { slug }, include: [{ model: ArticleTag, as: 'tags' }] });
}

async function create({ title, description, body, tagList = [] }) {
  const slug = `${title.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}`;
  const article = await Article.create({ slug, title, description, body });
  await ArticleTag.bulkCreate(tagList.map((tag) => ({ articleId: article.id, tag })));
  return bySlug(slug);
}

module.exports = { bySlug, create };
