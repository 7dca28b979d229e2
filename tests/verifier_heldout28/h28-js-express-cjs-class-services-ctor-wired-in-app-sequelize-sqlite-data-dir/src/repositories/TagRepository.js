class TagRepository {
  constructor({ models }) {
    this.Tag = models.Tag;
  }

  async allNames() {
    const tags = await this.Tag.findAll({ attributes: ['name'], order: [['name', 'ASC']] });
    return tags.map((t) => t.name);
  }
}

module.exports = TagRepository;
