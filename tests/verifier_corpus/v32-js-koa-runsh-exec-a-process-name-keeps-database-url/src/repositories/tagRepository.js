'use strict';

const { Tag } = require('../models');

module.exports = {
  async allNames() {
    const rows = await Tag.findAll({ attributes: ['name'], order: [['name', 'ASC']] });
    return rows.map((row) => row.name);
  },
};
