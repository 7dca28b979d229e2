'use strict';

module.exports = ({ models }) => ({
  names: async () => (await models.Tag.findAll({ order: [['name', 'ASC']] })).map((t) => t.name),
});
