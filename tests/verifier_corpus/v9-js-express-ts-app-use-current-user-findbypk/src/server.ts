import express, { NextFunction, Request, Response } from 'express';
import { sequelize } from './sequelize';
import { currentUser } from './middleware/currentUser';
import { usersRouter } from './routes/users';
import { tagsRouter } from './routes/tags';
import './models/user';
import './models/tag';

const app = express();
app.use(express.json());
app.use(currentUser);

app.get('/api/health-check', (_req, res) => {
  res.status(200).json({ status: 'ok' });
});
app.use('/api', usersRouter);
app.use('/api', tagsRouter);

app.use((err: Error & { status?: number }, _req: Request, res: Response, _next: NextFunction) => {
  res.status(err.status ?? 500).json({ errors: { body: [err.message] } });
});

const port = Number(process.env.PORT) || 3000;

sequelize.sync().then(() => {
  app.listen(port, () => console.log(`Conduit API on ${port}`));
});
