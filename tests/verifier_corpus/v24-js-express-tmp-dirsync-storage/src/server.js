const express = require('express');
const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
const config = require('./config');
const { sequelize, User, Tag } = require('./db');

const app = express();
app.use(express.json());

function userJson(user) {
  const token = jwt.sign({ id: user.id }, config.jwtSecret, { expiresIn: '7d' });
  return { user: { email: user.email, token, username: user.username, bio: user.bio, image: user.image } };
}

app.get('/api/health-check', (req, res) => res.json({ status: 'ok' }));

app.post('/api/users', async (req, res) => {
  const { username, email, password } = (req.body && req.body.user) || {};
  if (!username || !email || !password) {
    return res.status(422).json({ errors: { body: ['username, email and password are required'] } });
  }
  if (await User.findOne({ where: { email } })) {
    return res.status(422).json({ errors: { email: ['has already been taken'] } });
  }
  const user = await User.create({ username, email, password: await bcrypt.hash(password, 10) });
  res.status(201).json(userJson(user));
});

app.post('/api/users/login', async (req, res) => {
  const { email, password } = (req.body && req.body.user) || {};
  const user = email ? await User.findOne({ where: { email } }) : null;
  if (!user || !(await bcrypt.compare(password || '', user.password))) {
    return res.status(401).json({ errors: { credentials: ['invalid'] } });
  }
  res.json(userJson(user));
});

app.get('/api/tags', async (req, res) => {
  const tags = await Tag.findAll({ order: [['name', 'ASC']] });
  res.json({ tags: tags.map((t) => t.name) });
});

sequelize.sync().then(() => {
  app.listen(config.port, () => console.log(`conduit listening on ${config.port}`));
});
