const articles = require('../repositories/articles.repository');
const tags = require('../repositories/tags.repository');

const toSlug = (title) => title.toLowerCase().trim().replace(/[^\w]+/g, '-');

exports.list = async (query) => {
  const { rows, count } = await articles.list({ limit: +query.limit || 20, offset: +query.offset || 0 });
  return { articles: rows.map((a) => ({ ...a.toJSON(), tagList: a.tags.map((t) => t.name) })), articlesCount: count };
};

exports.create = async (authorId, { title, description, body, tagList = [] }) => {
  const article = await articles.create({ title, description, body, authorId, slug: `${toSlug(title)}-${Date.now()}` });
  await article.setTags(await tags.upsertMany(tagList));
  return articles.bySlug(article.slug);
};

exports.tags = async () => (await tags.all()).map((t) => t.name);
