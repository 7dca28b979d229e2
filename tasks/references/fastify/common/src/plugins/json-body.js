'use strict';

const fp = require('fastify-plugin');

/**
 * Clients (the Conduit test suite among them) send `Content-Type: application/json` with an empty
 // feature-begin: favorites
 // feature-begin: profiles
 * body on POST/DELETE routes that take no payload, such as favorite and unfollow. Fastify's
 // feature-else: profiles
 // * body on POST/DELETE routes that take no payload, such as favorite. Fastify's
 // feature-end: profiles
 // feature-else: favorites
 // * body on POST/DELETE routes that take no payload, such as unfollow. Fastify's
 // feature-end: favorites
 * default parser answers those with 400 FST_ERR_CTP_EMPTY_JSON_BODY, so an empty body is read as
 * "no body" here; anything else goes through the default parser and keeps its protections.
 */
async function jsonBody(fastify) {
  const parseJson = fastify.getDefaultJsonParser('error', 'error');

  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body.length === 0) {
      done(null, undefined);
    } else {
      parseJson(request, body, done);
    }
  });
}

module.exports = fp(jsonBody, { name: 'json-body' });
