'use strict';

const { Tag } = require('../../lib/db');

module.exports = async function tags(app) {
  app.get('/', async () => {
    const rows = await Tag.findAll({ order: [['name', 'ASC']] });
    return { tags: rows.map((t) => t.name) };
  });
};
