class TagService {
  constructor(repo) { this.repo = repo; }
  async all() { return (await this.repo.findAll()).map((t) => t.name); }
}
module.exports = TagService;
