const Fastify = require('fastify');
const { CommentService } = require('./services/comment.service');
const { CommentRepository } = require('./repositories/comment.repository');
const knex = require('./repositories/knex');

const app = Fastify({ logger: true });
app.register(require('@fastify/jwt'), { secret: process.env.JWT_SECRET || 'secret' });
app.decorate('comments', new CommentService(new CommentRepository(knex)));
app.get('/api/health-check', async () => ({ status: 'ok' }));
app.register(require('./routes/comments.routes'), { prefix: '/api/articles' });

app.listen({ port: 3000, host: '0.0.0.0' });
