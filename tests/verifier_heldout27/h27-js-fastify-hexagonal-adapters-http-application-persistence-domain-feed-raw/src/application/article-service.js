import { Article } from '../domain/article.js';
import { DomainError } from '../domain/errors.js';

export class ArticleService {
  constructor({ articles, users }) {
    this.articles = articles;
    this.users = users;
  }

  async #view(article, viewerId) {
    return {
      slug: article.slug,
      title: article.title,
      description: article.description,
      body: article.body,
      tagList: article.tagList,
      createdAt: article.createdAt,
      updatedAt: article.updatedAt,
      favorited: false,
      favoritesCount: await this.articles.favoritesCount(article.id),
      author: article.author.profile(await this.users.isFollowing(viewerId, article.author.id)),
    };
  }

  async list(viewerId, paging) {
    const { items, total } = await this.articles.page(paging);
    return { articles: await Promise.all(items.map((a) => this.#view(a, viewerId))), articlesCount: total };
  }

  async feed(viewerId, paging) {
    const { items, total } = await this.articles.feedFor(viewerId, paging);
    return { articles: await Promise.all(items.map((a) => this.#view(a, viewerId))), articlesCount: total };
  }

  async get(slug, viewerId) {
    const article = await this.articles.bySlug(slug);
    if (!article) throw new DomainError('not_found', { article: ['not found'] });
    return this.#view(article, viewerId);
  }

  async publish(authorId, input) {
    const errors = Article.validate(input);
    if (Object.keys(errors).length) throw new DomainError('invalid', errors);
    const article = new Article({ ...input, slug: Article.slugFor(input.title), authorId });
    return this.#view(await this.articles.add(article), authorId);
  }
}
