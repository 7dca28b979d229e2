const articles = require('../repositories/articleRepository');

const view = (a) => ({ ...a, id: undefined, favorited: false, favoritesCount: 0, author: { ...a.author, following: false } });

module.exports = {
  list({ limit = 20, offset = 0 }) {
    const { rows, count } = articles.list(Number(limit), Number(offset));
    return { articles: rows.map(view), articlesCount: count };
  },
  create(authorId, input) {
    const slug = `${input.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;
    return view(articles.create(authorId, { ...input, slug, tagList: input.tagList || [] }));
  },
  tags: () => articles.tags(),
};
