// tags are a plain list: no logic, no service needed
const tagRepository = require('../repositories/tagRepository');
module.exports = async function (fastify) {
  fastify.get('/', async () => ({ tags: await tagRepository.findAllNames() }));
};
