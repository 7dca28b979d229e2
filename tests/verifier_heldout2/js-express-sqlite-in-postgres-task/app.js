const express = require('express');
const { User } = require('./models');

const app = express();
app.use(express.json());
app.get('/api/health-check', (req, res) => res.json({ ok: true }));
app.post('/api/users', async (req, res) => {
  const user = await User.create(req.body.user);
  res.status(201).json({ user: { username: user.username, email: user.email } });
});
module.exports = app;
