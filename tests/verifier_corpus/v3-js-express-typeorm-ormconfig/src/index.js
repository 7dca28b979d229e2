require('reflect-metadata');
const express = require('express');
const { createConnection, getRepository } = require('typeorm');

createConnection().then(() => {
  const app = express();
  app.get('/api/tags', async (req, res) => {
    const tags = await getRepository('Tag').find({ order: { name: 'ASC' } });
    res.json({ tags: tags.map((t) => t.name) });
  });
  app.listen(3000);
});
