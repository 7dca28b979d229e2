const tags = require('../repositories/tag.repository');

async function list() {
  return tags.all();
}

module.exports = { list };
