const tagRepository = require('../repositories/tagRepository');

exports.listTags = async () => ({ tags: await tagRepository.names() });
