const express = require('express');
const config = require('../config.json');
const { sequelize } = require('./models');
const users = require('./repositories/users');

const app = express();
app.use(express.json());

app.post('/api/users', async (req, res) => {
  const user = await users.create(req.body.user);
  res.status(201).json({ user: { username: user.username, email: user.email } });
});

sequelize.sync().then(() => app.listen(config.port));
