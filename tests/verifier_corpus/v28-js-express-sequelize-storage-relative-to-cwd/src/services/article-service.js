const ArticleRepository = require('../repositories/article-repository');

class NotFound extends Error {}
class Forbidden extends Error {}

class ArticleService {
  constructor(articles) {
    this.articles = articles;
  }

  async get(slug) {
    const article = await this.articles.findBySlug(slug);
    if (!article) throw new NotFound(`article ${slug}`);
    return article;
  }

  async feed(query) {
    const { rows, count } = await this.articles.list({
      limit: Number(query.limit) || 20,
      offset: Number(query.offset) || 0,
    });
    return { articles: rows, articlesCount: count };
  }

  async create(authorId, input) {
    if (!input.title || !input.body) throw new Error('title and body are required');
    const slug = `${input.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}`;
    return this.articles.create({ ...input, slug, authorId });
  }

  async remove(slug) {
    await this.get(slug);
    return this.articles.deleteBySlug(slug);
  }

  async assertAuthor(slug, userId) {
    const article = await this.get(slug);
    if (article.authorId !== userId) throw new Forbidden('not the author');
    return article;
  }
}

module.exports = new ArticleService(new ArticleRepository());
module.exports.NotFound = NotFound;
module.exports.Forbidden = Forbidden;
