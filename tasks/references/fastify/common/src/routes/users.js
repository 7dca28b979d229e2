'use strict';

const users = require('../services/users');
const { text, email, envelope, reply, user } = require('./schemas');

const userReply = reply('user', user);

module.exports = async function userRoutes(fastify) {
  fastify.post(
    '/users',
    {
      schema: {
        body: envelope('user', {
          required: ['username', 'email', 'password'],
          properties: { username: text, email, password: text },
        }),
        response: { 201: userReply },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return { user: await users.register(request.body.user) };
    },
  );

  fastify.post(
    '/users/login',
    {
      schema: {
        body: envelope('user', { required: ['email', 'password'], properties: { email, password: text } }),
        response: { 200: userReply },
      },
    },
    async (request) => ({ user: await users.login(request.body.user) }),
  );

  fastify.get(
    '/user',
    { onRequest: fastify.requireAuth, schema: { response: { 200: userReply } } },
    async (request) => ({ user: await users.getCurrent(request.userId) }),
  );

  fastify.put(
    '/user',
    {
      onRequest: fastify.requireAuth,
      schema: {
        body: envelope('user', {
          minProperties: 1, // the spec asks for at least one field
          properties: { email, username: text, password: text, bio: { type: 'string' }, image: { type: 'string' } },
        }),
        response: { 200: userReply },
      },
    },
    async (request) => ({ user: await users.updateCurrent(request.userId, request.body.user) }),
  );
};
