const slugify = require('slugify');
const { notFound, forbidden, unprocessable } = require('../utils/errors');

class ArticleService {
  constructor(articles, users, profiles) {
    this.articles = articles;
    this.users = users;
    this.profiles = profiles;
  }

  async present(article, viewerId) {
    return {
      slug: article.slug,
      title: article.title,
      description: article.description,
      body: article.body,
      tagList: (article.tags || []).map((t) => t.name).sort(),
      createdAt: article.createdAt,
      updatedAt: article.updatedAt,
      favorited: await this.articles.isFavorited(article.id, viewerId),
      favoritesCount: await this.articles.favoritesCount(article.id),
      author: await this.profiles.present(article.author, viewerId),
    };
  }

  async list(q, viewerId) {
    const limit = Number(q.limit) || 20;
    const offset = Number(q.offset) || 0;
    let ids;
    let authorId;
    if (q.author) {
      const author = await this.users.findByUsername(q.author);
      if (!author) return { articles: [], articlesCount: 0 };
      authorId = author.id;
    }
    if (q.favorited) {
      const fan = await this.users.findByUsername(q.favorited);
      if (!fan) return { articles: [], articlesCount: 0 };
      ids = await this.articles.idsFavoritedBy(fan.id);
    }
    if (q.tag) {
      const tagged = await this.articles.idsTagged(q.tag);
      ids = ids ? ids.filter((id) => tagged.includes(id)) : tagged;
    }
    const { rows, count } = await this.articles.findMany({ authorId, ids, limit, offset });
    return { articles: await Promise.all(rows.map((a) => this.present(a, viewerId))), articlesCount: count };
  }

  async get(slug, viewerId) {
    const article = await this.articles.findBySlug(slug);
    if (!article) throw notFound('article');
    return this.present(article, viewerId);
  }

  async create(input, viewerId) {
    if (!input || !input.title || !input.description || !input.body) throw unprocessable({ body: ['missing fields'] });
    const slug = `${slugify(input.title, { lower: true, strict: true })}-${Math.random().toString(36).slice(2, 8)}`;
    const article = await this.articles.create({ ...input, slug, authorId: viewerId }, input.tagList || []);
    return this.present(article, viewerId);
  }

  async remove(slug, viewerId) {
    const article = await this.articles.findBySlug(slug);
    if (!article) throw notFound('article');
    if (article.authorId !== viewerId) throw forbidden('article');
    await this.articles.remove(article);
  }

  async favorite(slug, viewerId, on) {
    const article = await this.articles.findBySlug(slug);
    if (!article) throw notFound('article');
    await (on ? this.articles.favorite(article.id, viewerId) : this.articles.unfavorite(article.id, viewerId));
    return this.present(article, viewerId);
  }
}

module.exports = ArticleService;
