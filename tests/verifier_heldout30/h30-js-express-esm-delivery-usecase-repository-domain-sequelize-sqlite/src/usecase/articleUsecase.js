import slugify from 'slugify';

export class ArticleUsecase {
  constructor(articles, users, tags) {
    this.articles = articles;
    this.users = users;
    this.tags = tags;
  }

  async view(article, viewerId) {
    const favoritedIds = article.favoritedBy.map((u) => u.id);
    return {
      slug: article.slug,
      title: article.title,
      description: article.description,
      body: article.body,
      tagList: article.tags.map((t) => t.name).sort(),
      createdAt: article.createdAt,
      updatedAt: article.updatedAt,
      favorited: viewerId ? favoritedIds.includes(viewerId) : false,
      favoritesCount: favoritedIds.length,
      author: {
        username: article.author.username,
        bio: article.author.bio,
        image: article.author.image,
        following: await this.users.isFollowing(viewerId, article.author),
      },
    };
  }

  async list(query, viewerId) {
    const { rows, count } = await this.articles.list({
      tag: query.tag,
      author: query.author,
      limit: Number(query.limit ?? 20),
      offset: Number(query.offset ?? 0),
    });
    return { articles: await Promise.all(rows.map((a) => this.view(a, viewerId))), articlesCount: count };
  }

  async get(slug, viewerId) {
    const article = await this.articles.findBySlug(slug);
    if (!article) throw Object.assign(new Error('article not found'), { status: 404 });
    return this.view(article, viewerId);
  }

  async create(authorId, input) {
    const slug = `${slugify(input.title, { lower: true, strict: true })}-${Date.now().toString(36)}`;
    const tagRows = await this.tags.upsertMany(input.tagList ?? []);
    const article = await this.articles.create(authorId, { slug, title: input.title, description: input.description, body: input.body }, tagRows);
    return this.view(article, authorId);
  }

  async favorite(slug, userId) {
    const article = await this.articles.findBySlug(slug);
    if (!article) throw Object.assign(new Error('article not found'), { status: 404 });
    return this.view(await this.articles.favorite(article, userId), userId);
  }
}
