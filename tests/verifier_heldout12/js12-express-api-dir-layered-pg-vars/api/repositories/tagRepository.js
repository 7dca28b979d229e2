const { Tag } = require('../models');

async function listNames() {
  const tags = await Tag.findAll({ attributes: ['name'], order: [['name', 'ASC']] });
  return tags.map((t) => t.name);
}

module.exports = { listNames };
