// Tag use cases; `tags` is the repository this manager reads through.
class TagManager {
  constructor(tags) {
    this.tags = tags;
  }

  async list() {
    const rows = await this.tags.findAll();
    return rows.map((row) => row.name);
  }
}

module.exports = { TagManager };
