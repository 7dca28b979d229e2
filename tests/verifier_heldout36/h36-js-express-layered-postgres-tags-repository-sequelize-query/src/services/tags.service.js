const tagsRepository = require('../repositories/tags.repository');
exports.getTags = () => tagsRepository.allNames();
