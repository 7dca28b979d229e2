const CrudController = require('./crud.controller');
const { Tag } = require('../models');

module.exports = new CrudController(Tag, { key: 'tags', field: 'name' });
