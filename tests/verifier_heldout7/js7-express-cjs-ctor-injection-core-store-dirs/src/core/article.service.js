const slugify = require('slugify');

class ArticleService {
  constructor(articleStore, userStore) {
    this.articles = articleStore;
    this.users = userStore;
  }

  async list(query) {
    const { rows, count } = await this.articles.list({
      limit: Number(query.limit) || 20,
      offset: Number(query.offset) || 0,
    });
    return { articles: rows.map((a) => this.view(a)), articlesCount: count };
  }

  async get(slug) {
    const article = await this.articles.findBySlug(slug);
    if (!article) throw Object.assign(new Error('article not found'), { status: 404 });
    return this.view(article);
  }

  async create(authorId, input) {
    const slug = `${slugify(input.title, { lower: true })}-${Date.now().toString(36)}`;
    await this.articles.create({ ...input, slug, authorId });
    return this.get(slug);
  }

  view(a) {
    return {
      slug: a.slug,
      title: a.title,
      description: a.description,
      body: a.body,
      tagList: a.tagList,
      createdAt: a.createdAt,
      updatedAt: a.updatedAt,
      favorited: false,
      favoritesCount: 0,
      author: { username: a.author.username, bio: a.author.bio, image: a.author.image, following: false },
    };
  }
}

module.exports = { ArticleService };
