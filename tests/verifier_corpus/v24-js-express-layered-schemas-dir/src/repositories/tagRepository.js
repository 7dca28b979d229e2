const { Tag } = require('../schemas');

async function allNames() {
  const tags = await Tag.findAll({ order: [['name', 'ASC']] });
  return tags.map((t) => t.name);
}

module.exports = { allNames };
