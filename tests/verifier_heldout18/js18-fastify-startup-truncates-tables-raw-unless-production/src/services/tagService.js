const tags = require('../repositories/tagRepository');
exports.list = () => tags.names();
