import express from 'express';
import { sequelize } from './db/sequelize.js';
import './models/index.js';
import { articlesRouter } from './routes/articles.js';

await sequelize.sync();

const app = express();
app.use(express.json());
app.get('/api/health', (req, res) => res.json({ status: 'ok' }));
app.use('/api', articlesRouter);

app.listen(3000, '0.0.0.0', () => console.log('Conduit listening on 3000'));
