class ArticleService {
  constructor(articles) { this.articles = articles; }

  async list({ limit = 20, offset = 0 }) {
    const { rows, count } = await this.articles.page(Number(limit), Number(offset));
    return { articles: rows.map((r) => r.toJSON()), articlesCount: count };
  }
}
module.exports = ArticleService;
