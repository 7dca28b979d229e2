const repo = require('../repositories/articles');

function shape(a) {
  return {
    slug: a.slug, title: a.title, description: a.description, body: a.body, tagList: [],
    createdAt: a.createdAt, updatedAt: a.updatedAt, favorited: false, favoritesCount: 0,
    author: { ...a.author.get({ plain: true }), following: false },
  };
}

exports.list = async (q) => {
  const { rows, count } = await repo.page({ limit: +q.limit || 20, offset: +q.offset || 0 });
  return { articles: rows.map(shape), articlesCount: count };
};

exports.get = async (slug) => {
  const a = await repo.bySlug(slug);
  return a && shape(a);
};
