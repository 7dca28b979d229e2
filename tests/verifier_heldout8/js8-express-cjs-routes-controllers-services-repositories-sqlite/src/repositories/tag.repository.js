const { Tag } = require('../models');

const allNames = async () => (await Tag.findAll({ attributes: ['name'], order: [['name', 'ASC']] })).map((t) => t.name);

module.exports = { allNames };
