const fp = require('fastify-plugin');
module.exports = fp(async (app) => {
  app.decorate('services', { comments: require('../services/commentService') });
});
