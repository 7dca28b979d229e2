const tags = require('../repositories/tag.repository');

const listTags = () => tags.allNames();

module.exports = { listTags };
