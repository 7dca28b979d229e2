const { Tag } = require('../models');

async function allNames() {
  const rows = await Tag.findAll({ attributes: ['name'], order: [['name', 'ASC']] });
  return rows.map((r) => r.name);
}

async function findOrCreateMany(names) {
  return Promise.all(names.map((name) => Tag.findOrCreate({ where: { name } }).then(([tag]) => tag)));
}

module.exports = { allNames, findOrCreateMany };
