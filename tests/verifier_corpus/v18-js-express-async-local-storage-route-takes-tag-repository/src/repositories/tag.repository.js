'use strict';
const { Tag } = require('../models');

class TagRepository {
  findAllNames() {
    return Tag.findAll({ order: [['name', 'ASC']] }).then((tags) => tags.map((t) => t.name));
  }
}

module.exports = { TagRepository };
