'use strict';

module.exports = async function (fastify) {
  fastify.decorateRequest('userId', null);
  fastify.decorate('requireUser', async function (request, reply) {
    const m = /^(?:Token|Bearer) (.+)$/.exec(request.headers.authorization || '');
    try { request.userId = this.userService.verify(m && m[1]); } catch { return reply.code(401).send({ errors: { body: ['unauthorized'] } }); }
  });

  fastify.post('/users', async function (request, reply) {
    reply.code(201);
    return { user: await this.userService.register(request.body && request.body.user) };
  });

  fastify.post('/users/login', async function (request) {
    return { user: await this.userService.login(request.body && request.body.user) };
  });

  fastify.get('/user', { preHandler: fastify.requireUser }, async function (request) {
    return { user: await this.userService.current(request.userId) };
  });

  fastify.post('/articles', { preHandler: fastify.requireUser }, async function (request, reply) {
    reply.code(201);
    return { article: await this.articleService.create(request.userId, request.body && request.body.article) };
  });

  fastify.get('/articles/:slug', async function (request) {
    return { article: await this.articleService.get(request.params.slug) };
  });
};
