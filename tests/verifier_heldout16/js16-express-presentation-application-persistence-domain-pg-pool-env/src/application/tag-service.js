class TagService {
  constructor(articles) { this.articles = articles; }

  async list() {
    return (await this.articles.allTags()).sort();
  }
}

module.exports = { TagService };
