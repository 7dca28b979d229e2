import express from 'express';
import users from './routes/users.js';
import articles from './routes/articles.js';

const app = express();
app.use(express.json());
app.get('/api/health-check', (_req, res) => res.json({ status: 'up' }));
app.use('/api', users);
app.use('/api', articles);

app.listen(3000, () => console.log('Conduit (Express ESM) listening on 3000'));
