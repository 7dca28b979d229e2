const path = require('path');
const express = require('express');
const { globSync } = require('glob');

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.json({ status: 'ok' }));
for (const file of globSync('src/controllers/*.controller.js')) {
  app.use('/api', require(path.resolve(file)));
}
app.listen(3000);
