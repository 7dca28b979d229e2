import express, { NextFunction, Request, Response } from 'express';
import { sequelize } from './database';
import { usersRouter } from './routes/users';
import { ServiceError } from './services/userService';

const app = express();
app.use(express.json());
app.get('/api/health-check', (_req, res) => { res.json({ status: 'up' }); });
app.use('/api', usersRouter);
app.use((err: Error, _req: Request, res: Response, _next: NextFunction) => {
  const status = err instanceof ServiceError ? err.status : 500;
  res.status(status).json({ errors: { body: [err.message] } });
});

sequelize.sync().then(() => app.listen(3000, () => console.log('listening on 3000')));
