'use strict';
// feature-file: articles

const { Tag } = require('../models');

async function allNames() {
  const tags = await Tag.findAll({ attributes: ['name'], order: [['name', 'ASC']] });
  return tags.map((tag) => tag.name);
}

/** Returns the Tag rows for `names`, creating the missing ones. */
async function ensure(names, transaction) {
  await Tag.bulkCreate(
    names.map((name) => ({ name })),
    { ignoreDuplicates: true, transaction },
  );
  return Tag.findAll({ where: { name: names }, transaction });
}

module.exports = { allNames, ensure };
