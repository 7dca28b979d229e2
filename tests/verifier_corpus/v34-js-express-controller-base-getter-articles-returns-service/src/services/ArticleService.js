'use strict';

class ArticleService {
  constructor(articleRepository) {
    this.articles = articleRepository;
  }

  async getArticle(slug) {
    const a = await this.articles.findBySlug(slug);
    return a && { slug: a.slug, title: a.title, body: a.body };
  }

  async listArticles(limit = 20, offset = 0) {
    const { rows, count } = await this.articles.latest(limit, offset);
    return { articles: rows.map((a) => ({ slug: a.slug, title: a.title })), articlesCount: count };
  }
}

module.exports = ArticleService;
