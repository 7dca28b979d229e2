const { notFound, forbidden } = require('@errors/http-error');

const slugOf = (title) => `${title.toLowerCase().trim().replace(/[^\w]+/g, '-')}-${Math.floor(Math.random() * 1e6).toString(36)}`;

class ArticleService {
  constructor(articles, users, profiles) {
    Object.assign(this, { articles, users, profiles });
  }

  async view(article, viewerId) {
    return {
      slug: article.slug,
      title: article.title,
      description: article.description,
      body: article.body,
      tagList: article.tags.map((t) => t.name).sort(),
      createdAt: article.createdAt.toISOString(),
      updatedAt: article.updatedAt.toISOString(),
      favorited: await this.articles.isFavorite(article.id, viewerId),
      favoritesCount: await this.articles.countFavorites(article.id),
      author: await this.profiles.view(article.author, viewerId),
    };
  }

  async list({ tag, author, favorited, limit = 20, offset = 0 }, viewerId) {
    const filter = { tag, limit, offset };
    if (author) filter.authorId = (await this.users.byUsername(author))?.id ?? 0;
    if (favorited) filter.favoritedById = (await this.users.byUsername(favorited))?.id ?? 0;
    const { rows, count } = await this.articles.search(filter);
    return { articles: await Promise.all(rows.map((a) => this.view(a, viewerId))), articlesCount: count };
  }

  async feed({ limit = 20, offset = 0 }, viewerId) {
    const authorIds = await this.users.followeeIds(viewerId);
    const { rows, count } = await this.articles.search({ authorIds, limit, offset });
    return { articles: await Promise.all(rows.map((a) => this.view(a, viewerId))), articlesCount: count };
  }

  async find(slug) {
    const article = await this.articles.bySlug(slug);
    if (!article) throw notFound('article');
    return article;
  }

  async get(slug, viewerId) { return this.view(await this.find(slug), viewerId); }

  async create({ title, description, body, tagList = [] }, viewerId) {
    const article = await this.articles.create({ title, description, body, slug: slugOf(title), authorId: viewerId }, tagList);
    return this.view(article, viewerId);
  }

  async update(slug, changes, viewerId) {
    const article = await this.find(slug);
    if (article.authorId !== viewerId) throw forbidden('article');
    const attrs = {};
    for (const k of ['title', 'description', 'body']) if (changes[k] !== undefined) attrs[k] = changes[k];
    if (attrs.title) attrs.slug = slugOf(attrs.title);
    return this.view(await this.articles.save(article, attrs), viewerId);
  }

  async remove(slug, viewerId) {
    const article = await this.find(slug);
    if (article.authorId !== viewerId) throw forbidden('article');
    await this.articles.destroy(article);
  }

  async favorite(slug, viewerId, on) {
    const article = await this.find(slug);
    await this.articles.setFavorite(article.id, viewerId, on);
    return this.view(article, viewerId);
  }
}

module.exports = ArticleService;
