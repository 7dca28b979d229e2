const tags = require('../repositories/tag.repository');

module.exports = { list: () => tags.allNames() };
