const express = require('express');
const { register } = require('./services/users');

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.send('ok'));
app.post('/api/users', async (req, res) => {
  try {
    res.status(201).json({ user: await register(req.body.user) });
  } catch (e) {
    res.status(e.status || 500).json({ errors: { body: [e.message] } });
  }
});
app.listen(3000);
