const repo = require('../repositories/articles');

exports.list = async (query) => {
  const { rows, count } = await repo.list({ tag: query.tag, limit: Number(query.limit) || 20, offset: Number(query.offset) || 0 });
  return { articles: rows.map((a) => ({ ...a.toJSON(), favorited: false, favoritesCount: 0 })), articlesCount: count };
};
exports.create = async (input, authorId) => {
  const slug = `${input.title.toLowerCase().split(/\W+/).filter(Boolean).join('-')}-${Date.now()}`;
  await repo.create({ ...input, tagList: input.tagList || [], slug, authorId });
  return (await repo.findBySlug(slug)).toJSON();
};
