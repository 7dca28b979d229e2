const { envelope } = require('./helpers');
const tagRepository = require('../repositories/tag-repository');

module.exports = async function tagRoutes(fastify) {
  fastify.get('/tags', envelope('tags', tagRepository.allNames));
};
