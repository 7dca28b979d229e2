const tagRepository = require('../repositories/tagRepository');
module.exports = { list: () => tagRepository.names() };
