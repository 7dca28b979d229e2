class ArticleService {
  constructor({ articleRepository }) { this.articleRepository = articleRepository; }
  list() { return this.articleRepository.findAll(); }
  create(data) { return this.articleRepository.create({ ...data, slug: data.title.toLowerCase().replace(/\W+/g, '-') }); }
}
module.exports = { ArticleService };
