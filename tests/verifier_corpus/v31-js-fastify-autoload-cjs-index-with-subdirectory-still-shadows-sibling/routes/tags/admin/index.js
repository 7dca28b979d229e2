'use strict';

const { Tag } = require('../../../lib/db');

module.exports = async function tagAdmin(app) {
  app.delete('/:name', async (request, reply) => {
    await Tag.destroy({ where: { name: request.params.name } });
    return reply.code(204).send();
  });
};
