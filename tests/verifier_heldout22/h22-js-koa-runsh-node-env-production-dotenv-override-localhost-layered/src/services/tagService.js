const tags = require('../repositories/tagRepository');

exports.listTags = async () => (await tags.all()).map((t) => t.name);
