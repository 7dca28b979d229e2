const tagRepository = require('../repositories/tagRepository');
exports.all = () => tagRepository.popular();
