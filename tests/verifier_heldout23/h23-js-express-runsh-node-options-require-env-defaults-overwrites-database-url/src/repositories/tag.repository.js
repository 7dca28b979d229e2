const { Tag } = require('../models');

async function all() {
  const tags = await Tag.findAll({ attributes: ['name'], order: [['name', 'ASC']] });
  return tags.map((t) => t.name);
}

module.exports = { all };
