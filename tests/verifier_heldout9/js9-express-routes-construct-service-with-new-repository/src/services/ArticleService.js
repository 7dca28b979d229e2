class ArticleService {
  constructor(articleRepository) {
    this.articles = articleRepository;
  }

  async get(slug) {
    const article = await this.articles.findBySlug(slug);
    if (!article) {
      const err = new Error('Article not found');
      err.status = 404;
      throw err;
    }
    return this.toDto(article);
  }

  async list({ limit = 20, offset = 0 }) {
    const { rows, count } = await this.articles.findPage(Number(limit), Number(offset));
    return { articles: rows.map((a) => this.toDto(a)), articlesCount: count };
  }

  async update(slug, userId, changes) {
    const article = await this.articles.findBySlug(slug);
    if (!article) { const e = new Error('Article not found'); e.status = 404; throw e; }
    if (article.authorId !== userId) { const e = new Error('Forbidden'); e.status = 403; throw e; }
    const allowed = {};
    for (const key of ['title', 'description', 'body']) if (changes[key] !== undefined) allowed[key] = changes[key];
    return this.toDto(await this.articles.update(article, allowed));
  }

  toDto(a) {
    return { slug: a.slug, title: a.title, description: a.description, body: a.body,
      tagList: (a.Tags || []).map((t) => t.name), createdAt: a.createdAt, updatedAt: a.updatedAt };
  }
}

module.exports = ArticleService;
