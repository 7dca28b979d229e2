const slugOf = (title) => `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/(^-|-$)/g, '')}-${Date.now().toString(36)}`;

export class ArticleService {
  constructor(articles, profiles) { this.articles = articles; this.profiles = profiles; }

  async present(article, viewerId) {
    return {
      slug: article.slug, title: article.title, description: article.description, body: article.body,
      tagList: [...article.tagList].sort(), createdAt: article.createdAt, updatedAt: article.updatedAt,
      favorited: viewerId ? await this.articles.isFan(article, viewerId) : false,
      favoritesCount: await this.articles.fansCount(article),
      author: await this.profiles.view(article.author.username, viewerId),
    };
  }

  async list(query, viewerId) {
    const { rows, count } = await this.articles.page({
      tag: query.tag, author: query.author, limit: Number(query.limit ?? 20), offset: Number(query.offset ?? 0),
    });
    return { articles: await Promise.all(rows.map((a) => this.present(a, viewerId))), articlesCount: count };
  }

  async create({ title, description, body, tagList = [] }, authorId) {
    const created = await this.articles.create({ slug: slugOf(title), title, description, body, tagList, authorId });
    return this.present(await this.articles.bySlug(created.slug), authorId);
  }

  tags() { return this.articles.distinctTags(); }
}
