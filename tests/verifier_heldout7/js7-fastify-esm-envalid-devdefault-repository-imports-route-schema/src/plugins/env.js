import { cleanEnv, url, port } from 'envalid';

export const config = cleanEnv(process.env, {
  DATABASE_URL: url({ devDefault: 'postgres://postgres:postgres@localhost:5432/conduit_dev' }),
  PORT: port({ default: 3000 }),
});
