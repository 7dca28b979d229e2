import { forbidden, invalid, notFound } from './errors.js';

const slugify = (title) =>
  `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/(^-|-$)/g, '')}-${Date.now().toString(36)}`;

export class ArticleService {
  constructor(articles, users) {
    this.articles = articles;
    this.users = users;
  }

  async present(article, viewerId) {
    return {
      slug: article.slug,
      title: article.title,
      description: article.description,
      body: article.body,
      tagList: article.tagList,
      createdAt: article.createdAt,
      updatedAt: article.updatedAt,
      favorited: await this.articles.isFavorited(viewerId, article.id),
      favoritesCount: await this.articles.favoritesCount(article.id),
      author: {
        username: article.author.username,
        bio: article.author.bio,
        image: article.author.image,
        following: await this.users.isFollowing(viewerId, article.author.id),
      },
    };
  }

  async list(query, viewerId) {
    const { rows, count } = await this.articles.list(query);
    return { articles: await Promise.all(rows.map((a) => this.present(a, viewerId))), articlesCount: count };
  }

  async feed(viewerId, query) {
    const { rows, count } = await this.articles.feed(viewerId, query);
    return { articles: await Promise.all(rows.map((a) => this.present(a, viewerId))), articlesCount: count };
  }

  async get(slug, viewerId) {
    const article = await this.articles.findBySlug(slug);
    if (!article) throw notFound('article');
    return this.present(article, viewerId);
  }

  async create(authorId, input) {
    for (const f of ['title', 'description', 'body']) if (!input[f]) throw invalid(f, "can't be blank");
    const created = await this.articles.create({ ...input, tagList: input.tagList ?? [], slug: slugify(input.title), authorId });
    return this.get(created.slug, authorId);
  }

  async remove(slug, userId) {
    const article = await this.articles.findBySlug(slug);
    if (!article) throw notFound('article');
    if (article.authorId !== userId) throw forbidden('article');
    await this.articles.destroy(article);
  }

  async favorite(slug, userId, on) {
    const article = await this.articles.findBySlug(slug);
    if (!article) throw notFound('article');
    await (on ? this.articles.favorite(userId, article.id) : this.articles.unfavorite(userId, article.id));
    return this.present(article, userId);
  }

  tags() {
    return this.articles.allTags();
  }
}
