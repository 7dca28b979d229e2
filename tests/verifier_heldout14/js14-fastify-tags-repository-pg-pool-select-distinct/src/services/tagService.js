const tagRepository = require('../repositories/tagRepository');

module.exports = {
  async allTags() {
    return tagRepository.listUsedNames();
  },
};
