const Fastify = require('fastify');
const config = require('./config');
const userService = require('./services/userService');
const articleService = require('./services/articleService');

const app = Fastify({ logger: true });

app.decorate('services', { userService, articleService });
app.setErrorHandler((err, _request, reply) => {
  reply.code(err.statusCode || 500).send({ errors: { body: [err.message] } });
});

app.register(
  async (api) => {
    api.get('/health-check', async () => ({ status: 'ok' }));
    api.register(require('./routes/users'));
    api.register(require('./routes/articles'));
  },
  { prefix: '/api' },
);

app.listen({ port: config.port, host: '0.0.0.0' }).catch((err) => {
  app.log.error(err);
  process.exit(1);
});
