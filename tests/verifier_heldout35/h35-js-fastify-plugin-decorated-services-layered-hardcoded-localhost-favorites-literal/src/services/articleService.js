class ArticleService {
  constructor(repo) { this.repo = repo; }
  async get(slug) {
    const article = await this.repo.findBySlug(slug);
    if (!article) { const e = new Error('article not found'); e.statusCode = 404; throw e; }
    return { ...article.get({ plain: true }), favoritesCount: Number(article.get('favoritesCount')) };
  }
}
module.exports = ArticleService;
