#!/bin/sh
# The official postgres image's contract on bookworm's postgresql-15: on the first start, initdb with
# POSTGRES_USER as the superuser and POSTGRES_PASSWORD as its password (scram-sha-256 over TCP from
# anywhere, trust on the local socket), create POSTGRES_DB, listen on every interface; then run the
# server in the foreground as the postgres user, with the command's options. Unlike the official
# image there is no temporary init server: the server's first "ready to accept connections" is final.
set -eu
if [ "${1#-}" != "$1" ]; then set -- postgres "$@"; fi
if [ "$1" != postgres ] || [ "$(id -u)" != 0 ]; then exec "$@"; fi

: "${POSTGRES_USER:=postgres}"
: "${POSTGRES_DB:=$POSTGRES_USER}"
: "${POSTGRES_HOST_AUTH_METHOD:=scram-sha-256}"
if [ -z "${POSTGRES_PASSWORD:-}" ] && [ "$POSTGRES_HOST_AUTH_METHOD" != trust ]; then
    echo "error: POSTGRES_PASSWORD is not set (or set POSTGRES_HOST_AUTH_METHOD=trust)" >&2
    exit 1
fi
as_postgres() { setpriv --reuid=postgres --regid=postgres --init-groups "$@"; }

mkdir -p "$PGDATA" /var/run/postgresql
chown postgres:postgres "$PGDATA" /var/run/postgresql
chmod 700 "$PGDATA"
if [ ! -s "$PGDATA/PG_VERSION" ]; then
    pwfile=$(mktemp)
    printf '%s\n' "${POSTGRES_PASSWORD:-}" > "$pwfile"
    chown postgres "$pwfile"
    as_postgres initdb -D "$PGDATA" --username="$POSTGRES_USER" --pwfile="$pwfile" -E UTF8 --locale=C.UTF-8 --no-sync \
        --auth-local=trust --auth-host="$POSTGRES_HOST_AUTH_METHOD" >/dev/null
    rm -f "$pwfile"
    echo "host all all all $POSTGRES_HOST_AUTH_METHOD" >> "$PGDATA/pg_hba.conf"
    echo "listen_addresses = '*'" >> "$PGDATA/postgresql.conf"
    if [ "$POSTGRES_DB" != postgres ]; then
        echo "CREATE DATABASE \"$POSTGRES_DB\"" | as_postgres postgres --single -D "$PGDATA" postgres >/dev/null
    fi
fi
exec setpriv --reuid=postgres --regid=postgres --init-groups "$@"
