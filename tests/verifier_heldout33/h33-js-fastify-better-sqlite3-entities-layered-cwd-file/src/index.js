const Fastify = require('fastify');
const { migrate } = require('./infra/sqlite');

migrate();
const app = Fastify();
app.get('/api/health-check', async () => ({ ok: true }));
app.register(require('./routes/comments.routes'), { prefix: '/api/articles' });
app.listen({ port: 3000, host: '0.0.0.0' });
