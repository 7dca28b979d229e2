const { getSequelize } = require('../db');

async function allNames() {
  const { Tag } = getSequelize().models;
  const tags = await Tag.findAll({ order: [['name', 'ASC']] });
  return tags.map((t) => t.name);
}

async function ensure(names) {
  const { Tag } = getSequelize().models;
  return Promise.all(names.map(async (name) => (await Tag.findOrCreate({ where: { name } }))[0]));
}

module.exports = { allNames, ensure };
