const tagRepository = require('../repositories/tagRepository');
module.exports = { popular: async () => (await tagRepository.names()).slice(0, 20) };
