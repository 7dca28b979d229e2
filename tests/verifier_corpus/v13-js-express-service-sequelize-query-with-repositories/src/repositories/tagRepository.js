const { Tag } = require('../models');

async function findAll() {
  return Tag.findAll({ order: [['name', 'ASC']] });
}

module.exports = { findAll };
