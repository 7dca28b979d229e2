const Fastify = require('fastify');
const registerRoutes = require('./routes');

const app = Fastify();
registerRoutes(app);
app.listen({ port: 3000, host: '0.0.0.0' });
