'use strict';

const { Tag } = require('../models');

class TagRepository {
  async all() {
    const rows = await Tag.findAll({ order: [['name', 'ASC']] });
    return rows.map((t) => t.name);
  }

  async ensure(names) {
    const tags = [];
    for (const name of names) {
      const [tag] = await Tag.findOrCreate({ where: { name } });
      tags.push(tag);
    }
    return tags;
  }
}

module.exports = TagRepository;
