const tagRepository = require('../repositories/tagRepository');

module.exports = {
  popularTags() {
    return tagRepository.all().map((t) => t.name);
  },
};
