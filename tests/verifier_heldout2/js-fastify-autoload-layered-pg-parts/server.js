const path = require('node:path');
const Fastify = require('fastify');
const autoload = require('@fastify/autoload');

const app = Fastify({ logger: true });
app.register(autoload, { dir: path.join(__dirname, 'src', 'plugins') });
app.register(autoload, { dir: path.join(__dirname, 'src', 'routes'), options: { prefix: '/api' } });

app.listen({ port: 3000, host: '0.0.0.0' });
