// JSON schemas of the request bodies (also used by Fastify for validation).
export const registerBody = {
  type: 'object', required: ['user'],
  properties: { user: { type: 'object', required: ['username', 'email', 'password'],
    properties: { username: { type: 'string', minLength: 1 }, email: { type: 'string', minLength: 3 }, password: { type: 'string', minLength: 1 } } } },
};
export const USERNAME_MAX = 40;
