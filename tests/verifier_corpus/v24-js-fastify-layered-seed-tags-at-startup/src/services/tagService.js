const tags = require('../repositories/tagRepository');

async function listTags() {
  return tags.allNames();
}

module.exports = { listTags };
