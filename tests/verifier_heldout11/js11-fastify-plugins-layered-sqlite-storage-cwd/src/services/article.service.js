class ArticleService {
  constructor(articles, users) { this.articles = articles; this.users = users; }
  async get(slug) {
    const a = await this.articles.findBySlug(slug);
    if (!a) throw Object.assign(new Error('article not found'), { statusCode: 404 });
    return a;
  }
  async create(authorId, { title, description, body }) {
    const slug = `${title.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}`;
    await this.articles.create({ title, description, body, slug, authorId });
    return this.get(slug);
  }
}
module.exports = ArticleService;
