const articleRepository = require('../repositories/articleRepository');
const { slugify } = require('./slug');

const view = (a) => ({
  slug: a.slug,
  title: a.title,
  description: a.description,
  body: a.body,
  tagList: a.tagList,
  createdAt: a.createdAt,
  updatedAt: a.updatedAt,
  favorited: false,
  favoritesCount: 0,
  author: { ...a.author, following: false },
});

module.exports = {
  async create(authorId, input = {}) {
    if (!input.title || !input.description || !input.body) {
      throw Object.assign(new Error('title, description and body are required'), { statusCode: 422 });
    }
    const article = await articleRepository.insert({
      slug: slugify(input.title),
      title: input.title,
      description: input.description,
      body: input.body,
      tagList: [...new Set(input.tagList || [])],
      authorId,
    });
    return view(article);
  },
  async get(slug) {
    const article = await articleRepository.findBySlug(slug);
    if (!article) throw Object.assign(new Error('article not found'), { statusCode: 404 });
    return view(article);
  },
  async list(limit = 20, offset = 0) {
    const { articles, count } = await articleRepository.list({ limit, offset });
    return { articles: articles.map(view), articlesCount: count };
  },
};
