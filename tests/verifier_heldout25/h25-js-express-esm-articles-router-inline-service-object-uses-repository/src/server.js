import express from 'express';
import { sequelize } from './models/index.js';
import users from './routes/users.js';
import articles from './routes/articles.js';
import tags from './routes/tags.js';

const app = express();
app.use(express.json());

app.get('/api/health-check', (req, res) => res.sendStatus(200));
app.use('/api', users);
app.use('/api', articles);
app.use('/api', tags);

await sequelize.sync();
app.listen(3000, () => console.log('listening on :3000'));
