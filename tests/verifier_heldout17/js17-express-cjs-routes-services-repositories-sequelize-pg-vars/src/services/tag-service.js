const tags = require('../repositories/tag-repository');
module.exports = { list: async () => (await tags.all()).map((t) => t.name) };
