'use strict';
const tagRepository = require('../repositories/tag.repository');

async function listTags() {
  const tags = await tagRepository.findAll();
  return tags.map((t) => t.name);
}

module.exports = { listTags };
