'use strict';

const { Tag } = require('../models');

module.exports = {
  async names() {
    const rows = await Tag.findAll({ order: [['name', 'ASC']] });
    return rows.map((t) => t.name);
  },
};
