const { Tag } = require('../models');

class TagRepository {
  async names() {
    const rows = await Tag.findAll({ order: [['name', 'ASC']] });
    return rows.map((t) => t.name);
  }
}

module.exports = TagRepository;
