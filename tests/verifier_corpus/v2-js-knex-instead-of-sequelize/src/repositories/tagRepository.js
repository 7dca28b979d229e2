const db = require('../knex');
const { Tag } = require('../models');

exports.names = async () => (await db('Tags').select('name').orderBy('name')).map((row) => row.name);
exports.add = (name) => Tag.findOrCreate({ where: { name } });
