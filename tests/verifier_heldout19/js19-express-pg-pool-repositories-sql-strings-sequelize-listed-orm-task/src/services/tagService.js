const tagRepository = require('../repositories/tagRepository');

module.exports = { allTags: () => tagRepository.listNames() };
