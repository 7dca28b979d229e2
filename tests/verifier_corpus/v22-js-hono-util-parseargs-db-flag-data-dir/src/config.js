import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    db: { type: 'string' },
    port: { type: 'string' },
  },
  strict: false,
});

export const config = {
  port: Number(values.port || process.env.PORT) || 3000,
  storage: values.db ?? 'data/conduit.sqlite',
  jwtSecret: process.env.JWT_SECRET || 'conduit-dev-secret',
};
