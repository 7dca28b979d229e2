class CommentService {
  constructor(repo) { this.repo = repo; }
  list(slug) { return this.repo.forArticle(slug); }
  async add(slug, userId, body) {
    if (!body) { const e = new Error('body can\'t be empty'); e.statusCode = 422; throw e; }
    await this.repo.add(slug, userId, body);
    return (await this.repo.forArticle(slug))[0];
  }
}
module.exports = { CommentService };
