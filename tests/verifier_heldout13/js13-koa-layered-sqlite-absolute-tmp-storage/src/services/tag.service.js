const tags = require('../repositories/tag.repository');

exports.names = async () => (await tags.all()).map((t) => t.name);
