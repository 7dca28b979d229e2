const { Hono } = require('hono');
const { listTagNames } = require('../access/tags');

const tags = new Hono();

tags.get('/tags', async (c) => c.json({ tags: await listTagNames() }));

module.exports = tags;
