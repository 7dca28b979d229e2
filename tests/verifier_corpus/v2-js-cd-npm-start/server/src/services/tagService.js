const tagRepository = require('../repositories/tagRepository');

exports.listTags = async () => (await tagRepository.findAll()).map((tag) => tag.name);
