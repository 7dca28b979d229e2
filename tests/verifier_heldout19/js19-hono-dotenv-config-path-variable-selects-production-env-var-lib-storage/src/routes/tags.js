const { Hono } = require('hono');
const tagService = require('../services/tag-service');

const tags = new Hono();
tags.get('/', async (c) => c.json({ tags: await tagService.list() }));

module.exports = tags;
