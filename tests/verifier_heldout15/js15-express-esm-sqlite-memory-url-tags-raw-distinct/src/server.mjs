import express from 'express';
import cors from 'cors';
import { sequelize } from './models/index.mjs';
import tags from './routes/tags.mjs';
import articles from './routes/articles.mjs';

const app = express();
app.use(cors());
app.use(express.json());
app.get('/api/health-check', (_req, res) => res.status(200).send('OK'));
app.use('/api', tags);
app.use('/api', articles);

await sequelize.sync();
app.listen(3000, () => console.log('API on http://localhost:3000/api'));
