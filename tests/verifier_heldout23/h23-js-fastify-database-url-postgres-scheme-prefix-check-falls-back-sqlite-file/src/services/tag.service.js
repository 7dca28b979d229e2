class TagService {
  constructor(tags) { this.tags = tags; }
  list() { return this.tags.names(); }
}

module.exports = TagService;
