const articles = require('../repositories/articleRepository');

const slugify = (title) => `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;

exports.list = (query) =>
  articles.list({ limit: Math.min(Number(query.limit) || 20, 100), offset: Number(query.offset) || 0 });

exports.get = (slug) => articles.findBySlug(slug);

exports.create = async (authorId, input) => {
  const article = await articles.create({ ...input, tagList: input.tagList || [], slug: slugify(input.title), authorId });
  return articles.findBySlug(article.slug);
};

exports.tags = async () => [...new Set((await articles.allTagLists()).flat())].sort();
