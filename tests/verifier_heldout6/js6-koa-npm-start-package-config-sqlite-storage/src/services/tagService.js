const tags = require('../repositories/tagRepository');

module.exports = { list: () => tags.names() };
