'use strict';

// JSON schemas shared by the route modules: Fastify validates requests against them (invalid
// input becomes a 422, see plugins/errors.js) and serialises responses through them.

const text = { type: 'string', minLength: 1 };
const email = { type: 'string', format: 'email' };
const string = { type: 'string' };
const timestamp = { type: 'string', format: 'date-time' }; // feature-line: articles

/** `{ [key]: { ... } }`, the envelope every Conduit request body comes in; unknown fields are dropped. */
function requestBody(key, schema) {
  return {
    type: 'object',
    required: [key],
    properties: { [key]: { type: 'object', additionalProperties: false, ...schema } },
  };
}

/** `{ [key]: schema }`, the envelope of every Conduit response. */
const responseBody = (key, schema) => ({ type: 'object', required: [key], properties: { [key]: schema } });
// feature-begin: articles

/** limit/offset of list endpoints, with the Conduit defaults. */
const pagination = {
  limit: { type: 'integer', minimum: 1, default: 20 },
  offset: { type: 'integer', minimum: 0, default: 0 },
};
// feature-end: articles

// Conduit resources: every property is always present.
const resource = (properties) => ({ type: 'object', required: Object.keys(properties), properties });

// feature-begin: profiles
const profile = resource({ username: string, bio: string, image: string, following: { type: 'boolean' } });
// feature-else: profiles
// const profile = resource({ username: string, bio: string, image: string });
// feature-end: profiles

const user = resource({ email: string, token: string, username: string, bio: string, image: string });
// feature-begin: articles

const article = resource({
  slug: string,
  title: string,
  description: string,
  body: string,
  tagList: { type: 'array', items: string },
  createdAt: timestamp,
  updatedAt: timestamp,
  favorited: { type: 'boolean' }, // feature-line: favorites
  favoritesCount: { type: 'integer' }, // feature-line: favorites
  author: profile,
});
// feature-end: articles
// feature-begin: comments

const comment = resource({
  id: { type: 'integer' },
  createdAt: timestamp,
  updatedAt: timestamp,
  body: string,
  author: profile,
});
// feature-end: comments

module.exports = {
  text,
  email,
  string,
  requestBody,
  responseBody,
  pagination, // feature-line: articles
  profile, // feature-line: profiles
  user,
  article, // feature-line: articles
  comment, // feature-line: comments
};
