# connection settings of the local docker compose database
export PGHOST=127.0.0.1
export PGPORT=5433
export PGUSER=conduit
export PGPASSWORD=conduit
export PGDATABASE=conduit_dev
