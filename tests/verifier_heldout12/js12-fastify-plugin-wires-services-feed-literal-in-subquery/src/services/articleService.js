'use strict';

function slugify(title) {
  return `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/(^-|-$)/g, '')}-${Date.now().toString(36)}`;
}

function present(article) {
  const a = article.get({ plain: true });
  return {
    slug: a.slug,
    title: a.title,
    description: a.description,
    body: a.body,
    tagList: [],
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
    favorited: false,
    favoritesCount: 0,
    author: { ...a.author, following: false },
  };
}

class ArticleService {
  constructor(articleRepository) {
    this.articles = articleRepository;
  }

  async list(query) {
    const { rows, count } = await this.articles.list(query);
    return { articles: rows.map(present), articlesCount: count };
  }

  async feed(userId, query) {
    const { rows, count } = await this.articles.feedFor(userId, query);
    return { articles: rows.map(present), articlesCount: count };
  }

  async create(authorId, input) {
    if (!input || !input.title || !input.description || !input.body) {
      const err = new Error('title, description and body are required');
      err.statusCode = 422;
      throw err;
    }
    const created = await this.articles.create({ ...input, slug: slugify(input.title), authorId });
    return present(await this.articles.findBySlug(created.slug));
  }
}

module.exports = ArticleService;
