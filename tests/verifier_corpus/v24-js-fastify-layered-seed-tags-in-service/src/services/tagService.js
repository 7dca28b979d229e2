const tags = require('../repositories/tagRepository');
const { seedTags } = require('../db/seed');

async function listTags() {
  await seedTags(); // make sure the default tags are there before listing
  return tags.allNames();
}

module.exports = { listTags };
