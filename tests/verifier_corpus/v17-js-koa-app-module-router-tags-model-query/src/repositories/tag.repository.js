'use strict';
const { Tag } = require('../models');

function findAll() {
  return Tag.findAll({ order: [['name', 'ASC']] });
}

async function findOrCreateMany(names) {
  const tags = [];
  for (const name of names) {
    const [tag] = await Tag.findOrCreate({ where: { name } });
    tags.push(tag);
  }
  return tags;
}

module.exports = { findAll, findOrCreateMany };
