const Router = require('@koa/router');
const { PassThrough } = require('stream');

const clients = new Set();

// Server-sent events: live comment notifications for the frontend.
function publish(event, data) {
  for (const stream of clients) stream.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

const router = new Router();
router.get('/events', (ctx) => {
  const stream = new PassThrough();
  clients.add(stream);
  ctx.req.on('close', () => clients.delete(stream));
  ctx.type = 'text/event-stream';
  ctx.body = stream;
});

module.exports = { router, publish };
