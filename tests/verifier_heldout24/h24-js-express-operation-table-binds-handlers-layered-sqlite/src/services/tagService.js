const tagRepository = require('../repositories/tagRepository');

exports.allTags = async () => (await tagRepository.findAll()).map((t) => t.name);
