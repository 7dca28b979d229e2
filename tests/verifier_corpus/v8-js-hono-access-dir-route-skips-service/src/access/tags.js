const { Tag } = require('../models');

async function listTagNames() {
  const tags = await Tag.findAll({ order: [['name', 'ASC']] });
  return tags.map((tag) => tag.name);
}

async function ensureTags(names) {
  return Promise.all(names.map((name) => Tag.findOrCreate({ where: { name } })));
}

module.exports = { listTagNames, ensureTags };
