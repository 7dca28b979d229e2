const { Tag } = require('../models');

// Tags every fresh database starts with, so the tag cloud is never empty.
const DEFAULT_TAGS = ['welcome', 'introduction', 'realworld', 'conduit'];

async function seedTags() {
  await Tag.bulkCreate(DEFAULT_TAGS.map((name) => ({ name })), { ignoreDuplicates: true });
}

module.exports = { seedTags, DEFAULT_TAGS };
