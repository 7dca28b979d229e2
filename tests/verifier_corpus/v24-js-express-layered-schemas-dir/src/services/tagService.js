const tags = require('../repositories/tagRepository');

async function list() {
  return tags.allNames();
}

module.exports = { list };
