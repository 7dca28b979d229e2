const path = require('path');
const { Tag } = require('../models');
const { normalise } = require(path.join(__dirname, '..', 'services', 'tagRules'));

exports.names = async () => (await Tag.findAll({ order: [['name', 'ASC']] })).map((t) => normalise(t.name));
