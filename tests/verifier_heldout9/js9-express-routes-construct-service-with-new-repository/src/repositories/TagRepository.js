const { Tag } = require('../models');

class TagRepository {
  async allNames() {
    const tags = await Tag.findAll({ order: [['name', 'ASC']] });
    return tags.map((t) => t.name);
  }
}

module.exports = TagRepository;
