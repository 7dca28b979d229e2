const { Article, Tag } = require('../models');
const { normalizeTags } = require('../services/tagService');

async function createWithTags(data, tagList) {
  const article = await Article.create(data);
  const tags = await Promise.all(normalizeTags(tagList).map((name) => Tag.findOrCreate({ where: { name } }).then(([t]) => t)));
  await article.setTags(tags);
  return article;
}
module.exports = { createWithTags };
