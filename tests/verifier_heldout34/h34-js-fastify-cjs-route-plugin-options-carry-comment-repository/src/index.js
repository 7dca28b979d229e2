const Fastify = require('fastify');
const { createSchema } = require('./repositories/pool');
const { CommentRepository } = require('./repositories/commentRepository');
const { CommentService } = require('./services/commentService');

const app = Fastify({ logger: true });
const commentRepository = new CommentRepository();
const commentService = new CommentService(commentRepository);

app.get('/api/health-check', async () => ({ ok: true }));
app.register(require('./routes/comments'), { prefix: '/api', commentService, commentRepository });

createSchema()
  .then(() => app.listen({ port: 3000, host: '0.0.0.0' }))
  .catch((e) => { console.error(e); process.exit(1); });
