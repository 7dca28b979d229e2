const fs = require('fs');
const path = require('path');
const Fastify = require('fastify');
const { sequelize } = require('./infra/database');
require('./models');

fs.mkdirSync(path.resolve(__dirname, '../storage'), { recursive: true });

const app = Fastify({ logger: true });
app.get('/api/health-check', async () => ({ ok: true }));
app.register(require('./routes/auth.routes'), { prefix: '/api' });

sequelize.sync().then(() => app.listen({ port: 3000, host: '0.0.0.0' }));
