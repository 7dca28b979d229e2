const tags = require('../repositories/tag.repository');

async function list() {
  return tags.popular(50);
}

module.exports = { list };
