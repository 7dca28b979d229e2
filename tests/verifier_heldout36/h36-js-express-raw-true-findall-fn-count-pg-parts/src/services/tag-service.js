const tagRepository = require('../repositories/tag-repository');
exports.listTags = async () => (await tagRepository.popular()).map((t) => t.name);
