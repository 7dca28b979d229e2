const { Tag } = require('../models');

async function count() {
  return Tag.count();
}

async function listNames() {
  const tags = await Tag.findAll({ attributes: ['name'], order: [['name', 'ASC']] });
  return tags.map((t) => t.name);
}

async function bulkInsert(names) {
  await Tag.bulkCreate(names.map((name) => ({ name })), { ignoreDuplicates: true });
}

module.exports = { count, listNames, bulkInsert };
