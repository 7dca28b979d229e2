const tagRepository = require('../repositories/tagRepository');

module.exports = { names: async () => (await tagRepository.all()).map((t) => t.name) };
