const tagRepository = require('../repositories/tagRepository');

async function listTags() {
  return tagRepository.listNames();
}

module.exports = { listTags };
