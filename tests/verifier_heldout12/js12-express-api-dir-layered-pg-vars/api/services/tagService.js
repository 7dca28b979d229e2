const tags = require('../repositories/tagRepository');

async function allTags() {
  return tags.listNames();
}

module.exports = { allTags };
