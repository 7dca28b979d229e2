const { slugify } = require('slugkit');
const tagRepository = require('../repositories/tagRepository');

exports.list = async () => (await tagRepository.names()).map((name) => slugify(name));
