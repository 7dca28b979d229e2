'use strict';

const users = require('../services/users');
const { text, email, string, requestBody, responseBody, user } = require('./schemas');

const userResponse = responseBody('user', user);

module.exports = async function userRoutes(fastify) {
  fastify.post(
    '/users',
    {
      schema: {
        body: requestBody('user', {
          required: ['username', 'email', 'password'],
          properties: { username: text, email, password: text },
        }),
        response: { 201: userResponse },
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
        // Any email string: a wrong one is a failed login (401), not invalid input.
        body: requestBody('user', { required: ['email', 'password'], properties: { email: text, password: text } }),
        response: { 200: userResponse },
      },
    },
    async (request) => ({ user: await users.login(request.body.user) }),
  );

  fastify.get(
    '/user',
    { onRequest: fastify.requireAuth, schema: { response: { 200: userResponse } } },
    async (request) => ({ user: await users.getCurrent(request.userId) }),
  );

  fastify.put(
    '/user',
    {
      onRequest: fastify.requireAuth,
      schema: {
        body: requestBody('user', {
          minProperties: 1, // the spec asks for at least one field
          properties: { email, username: text, password: text, bio: string, image: string },
        }),
        response: { 200: userResponse },
      },
    },
    async (request) => ({ user: await users.updateCurrent(request.userId, request.body.user) }),
  );
};
