const slugify = require('slugify');
const { ServiceError } = require('./errors');

class ArticleService {
  constructor({ articleRepository }) {
    this.articles = articleRepository;
  }

  present(article, viewerId) {
    const favoritedBy = article.favoritedBy || [];
    return {
      slug: article.slug,
      title: article.title,
      description: article.description,
      body: article.body,
      tagList: (article.tags || []).map((t) => t.name),
      createdAt: article.createdAt,
      updatedAt: article.updatedAt,
      favorited: favoritedBy.some((u) => u.id === viewerId),
      favoritesCount: favoritedBy.length,
      author: { username: article.author.username, bio: article.author.bio, image: article.author.image, following: false },
    };
  }

  async list(query, viewerId) {
    const { rows, count } = await this.articles.list({
      tag: query.tag,
      author: query.author,
      favorited: query.favorited,
      limit: Number(query.limit) || 20,
      offset: Number(query.offset) || 0,
    });
    return { articles: rows.map((a) => this.present(a, viewerId)), articlesCount: count };
  }

  async get(slug, viewerId) {
    const article = await this.articles.findBySlug(slug);
    if (!article) throw new ServiceError(404, 'article not found');
    return this.present(article, viewerId);
  }

  async create(authorId, { title, description, body, tagList }) {
    const slug = `${slugify(title, { lower: true, strict: true })}-${Date.now().toString(36)}`;
    const article = await this.articles.create(authorId, { slug, title, description, body }, tagList || []);
    return this.present(article, authorId);
  }

  async remove(slug, userId) {
    const article = await this.articles.findBySlug(slug);
    if (!article) throw new ServiceError(404, 'article not found');
    if (article.authorId !== userId) throw new ServiceError(403, 'forbidden');
    await this.articles.remove(article);
  }

  async favorite(slug, userId) {
    const article = await this.articles.findBySlug(slug);
    if (!article) throw new ServiceError(404, 'article not found');
    await this.articles.favorite(article, userId);
    return this.present(await this.articles.findBySlug(slug), userId);
  }
}

module.exports = ArticleService;
