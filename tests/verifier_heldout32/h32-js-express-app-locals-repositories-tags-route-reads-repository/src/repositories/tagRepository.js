const { Tag } = require('../models');

async function listNames() {
  const tags = await Tag.findAll({ order: [['name', 'ASC']] });
  return tags.map((t) => t.name);
}

async function findOrCreateMany(names) {
  const out = [];
  for (const name of names) {
    const [tag] = await Tag.findOrCreate({ where: { name } });
    out.push(tag);
  }
  return out;
}

module.exports = { listNames, findOrCreateMany };
