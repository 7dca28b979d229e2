const express = require('express');
const cors = require('cors');
const db = require('./db');
const usersRouter = require('./routes/users');
const articlesRouter = require('./routes/articles');
const tagsRouter = require('./routes/tags');

const app = express();
app.use(cors());
app.use(express.json());

app.get('/api/health-check', (req, res) => res.sendStatus(200));
app.use('/api', usersRouter);
app.use('/api/articles', articlesRouter);
app.use('/api/tags', tagsRouter);

db.sequelize.sync().then(() => {
  app.listen(3000, () => console.log('listening on 3000'));
});
