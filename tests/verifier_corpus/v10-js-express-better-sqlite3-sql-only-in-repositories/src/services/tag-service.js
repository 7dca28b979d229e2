const tags = require('../repositories/tag-repository');

module.exports = {
  list() {
    return tags.all();
  },
  register(tagList) {
    for (const raw of tagList || []) {
      const name = String(raw).trim();
      if (name) tags.add(name);
    }
  },
};
