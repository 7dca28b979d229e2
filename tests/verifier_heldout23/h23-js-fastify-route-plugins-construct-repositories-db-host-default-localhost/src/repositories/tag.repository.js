class TagRepository {
  constructor({ Tag }) { this.Tag = Tag; }

  async names() {
    return (await this.Tag.findAll({ attributes: ['name'], order: [['name', 'ASC']] })).map((t) => t.name);
  }
}

module.exports = TagRepository;
