'use strict';

const { Tag } = require('../models');

exports.allNames = async () => (await Tag.findAll({ order: [['name', 'ASC']] })).map((t) => t.name);
