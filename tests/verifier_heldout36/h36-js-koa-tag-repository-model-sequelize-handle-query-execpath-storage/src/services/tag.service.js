const tagRepository = require('../repositories/tag.repository');
exports.list = () => tagRepository.used();
