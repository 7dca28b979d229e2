const tagRepository = require('../repositories/tagRepository');

exports.listTags = () => tagRepository.allNames();
