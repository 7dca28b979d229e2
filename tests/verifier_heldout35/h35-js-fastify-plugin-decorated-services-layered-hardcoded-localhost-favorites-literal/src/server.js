const Fastify = require('fastify');
const servicesPlugin = require('./plugins/services');
const articleRoutes = require('./routes/articles');

const app = Fastify({ logger: false });
app.register(servicesPlugin);
app.register(articleRoutes, { prefix: '/api' });
app.get('/api/health-check', async () => ({ ok: true }));
app.listen({ port: 3000, host: '0.0.0.0' });
