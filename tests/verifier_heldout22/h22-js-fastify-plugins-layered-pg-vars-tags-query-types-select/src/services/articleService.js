class ArticleService {
  constructor(articleRepository) {
    this.articles = articleRepository;
  }

  async get(slug) {
    const article = await this.articles.findBySlug(slug);
    if (!article) {
      const err = new Error('Article not found');
      err.statusCode = 404;
      throw err;
    }
    return { article: article.toJSON() };
  }
}

module.exports = ArticleService;
