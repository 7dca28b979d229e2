const tagRepository = require('../repositories/tagRepository');
module.exports = { listTagNames: () => tagRepository.findAll().map((t) => t.name) };
