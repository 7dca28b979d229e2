export const config = {
  port: 3000,
  jwtSecret: process.env.JWT_SECRET ?? 'conduit-koa-ts',
  db: {
    // data/ next to the sources
    storage: '~/data/conduit.sqlite',
  },
};
