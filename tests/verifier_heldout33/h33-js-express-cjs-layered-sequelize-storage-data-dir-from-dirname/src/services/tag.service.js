const tagRepository = require('../repositories/tag.repository');
module.exports = { all: async () => (await tagRepository.findAll()).map((t) => t.name) };
