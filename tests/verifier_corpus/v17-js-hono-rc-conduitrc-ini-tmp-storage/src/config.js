import rc from 'rc';

// Defaults, overridden by .conduitrc (searched from the working directory upward),
// ~/.conduitrc, /etc/conduitrc, conduit_* environment variables and --flags.
export const config = rc('conduit', {
  port: 3000,
  db: {
    storage: 'data/conduit.sqlite',
    logging: false,
  },
});
