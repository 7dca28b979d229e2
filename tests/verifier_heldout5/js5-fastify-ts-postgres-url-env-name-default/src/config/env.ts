// Central configuration. Defaults match docker-compose.yml so `npm start` works out of the box.
export const env = {
  port: Number(process.env.PORT ?? 3000),
  jwtSecret: process.env.JWT_SECRET ?? 'change-me',
  postgresUrl: process.env.POSTGRES_URL ?? 'postgres://conduit:conduit@localhost:5432/conduit',
} as const;
