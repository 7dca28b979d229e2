const tagRepository = require('../repositories/tagRepository');

exports.list = () => tagRepository.names();
