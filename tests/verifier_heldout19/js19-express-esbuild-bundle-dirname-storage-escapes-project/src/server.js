const express = require('express');
const sequelize = require('./db/sequelize');
const { User, Article } = require('./models');
const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');

const app = express();
app.use(express.json());

app.get('/api/health-check', (req, res) => res.sendStatus(200));

app.post('/api/users', async (req, res) => {
  const { username, email, password } = req.body.user || {};
  const user = await User.create({ username, email, passwordHash: await bcrypt.hash(password, 8) });
  res.status(201).json({ user: { username, email, bio: null, image: null, token: jwt.sign({ id: user.id }, 'conduit') } });
});

app.get('/api/articles', async (req, res) => {
  const { rows, count } = await Article.findAndCountAll({
    include: [{ model: User, as: 'author' }],
    order: [['createdAt', 'DESC']],
    limit: Number(req.query.limit || 20), offset: Number(req.query.offset || 0),
  });
  res.json({ articles: rows, articlesCount: count });
});

sequelize.sync().then(() => app.listen(3000));
