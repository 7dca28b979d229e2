class ArticleService {
  constructor({ articleRepository }) { this.articles = articleRepository; }
  list(q) { return this.articles.list({ limit: Number(q.limit) || 20, offset: Number(q.offset) || 0 }); }
  get(slug) { return this.articles.findBySlug(slug); }
}
module.exports = ArticleService;
