'use strict';

// JSON schemas shared by the route modules: Fastify validates requests against them (invalid
// input becomes a 422, see plugins/errors.js) and serialises responses through them.

const text = { type: 'string', minLength: 1 };
const email = { type: 'string', format: 'email' };
const timestamp = { type: 'string', format: 'date-time' };

/** `{ [key]: { ... } }`, the envelope every Conduit request body comes in; unknown fields are dropped. */
function envelope(key, schema) {
  return {
    type: 'object',
    required: [key],
    properties: { [key]: { type: 'object', additionalProperties: false, ...schema } },
  };
}

/** limit/offset of list endpoints, with the Conduit defaults. */
const pagination = {
  limit: { type: 'integer', minimum: 1, default: 20 },
  offset: { type: 'integer', minimum: 0, default: 0 },
};

const profile = {
  type: 'object',
  required: ['username', 'bio', 'image', 'following'],
  properties: {
    username: { type: 'string' },
    bio: { type: 'string' },
    image: { type: 'string' },
    following: { type: 'boolean' },
  },
};

const user = {
  type: 'object',
  required: ['email', 'token', 'username', 'bio', 'image'],
  properties: {
    email: { type: 'string' },
    token: { type: 'string' },
    username: { type: 'string' },
    bio: { type: 'string' },
    image: { type: 'string' },
  },
};

const article = {
  type: 'object',
  required: ['slug', 'title', 'description', 'body', 'tagList', 'createdAt', 'updatedAt', 'favorited', 'favoritesCount', 'author'],
  properties: {
    slug: { type: 'string' },
    title: { type: 'string' },
    description: { type: 'string' },
    body: { type: 'string' },
    tagList: { type: 'array', items: { type: 'string' } },
    createdAt: timestamp,
    updatedAt: timestamp,
    favorited: { type: 'boolean' },
    favoritesCount: { type: 'integer' },
    author: profile,
  },
};

const comment = {
  type: 'object',
  required: ['id', 'createdAt', 'updatedAt', 'body', 'author'],
  properties: {
    id: { type: 'integer' },
    createdAt: timestamp,
    updatedAt: timestamp,
    body: { type: 'string' },
    author: profile,
  },
};

/** `{ [key]: schema }`, the envelope of a response. */
const reply = (key, schema) => ({ type: 'object', required: [key], properties: { [key]: schema } });

module.exports = { text, email, envelope, pagination, reply, profile, user, article, comment };
