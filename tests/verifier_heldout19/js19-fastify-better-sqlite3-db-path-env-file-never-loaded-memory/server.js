const Fastify = require('fastify');
const db = require('./db');

const app = Fastify({ logger: true });
app.register(require('@fastify/jwt'), { secret: process.env.JWT_SECRET || 'conduit' });

app.get('/api/health-check', async () => ({ status: 'ok' }));
app.register(require('./routes/articles'), { prefix: '/api' });
app.register(require('./routes/tags'), { prefix: '/api' });

db.migrate();
app.listen({ port: 3000, host: '0.0.0.0' }).catch((err) => { app.log.error(err); process.exit(1); });
