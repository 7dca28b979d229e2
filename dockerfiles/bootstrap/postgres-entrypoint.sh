#!/bin/sh
# The official postgres image's contract on bookworm's postgresql-15: on the first start, a cluster
# where POSTGRES_USER is a superuser with POSTGRES_PASSWORD (scram-sha-256 over TCP from anywhere, trust
# on the local socket) and POSTGRES_DB exists, listening on every interface; then the server in the
# foreground as the postgres user, with the command's options. The cluster is a copy of the one the
# image made at build time (bootstrap superuser `postgres`), not a fresh initdb; and unlike the official
# image there is no temporary init server: the first "ready to accept connections" is the final one.
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
ident() { printf '"%s"' "$(printf %s "$1" | sed 's/"/""/g')"; }
literal() { printf "'%s'" "$(printf %s "$1" | sed "s/'/''/g")"; }

mkdir -p "$PGDATA" /var/run/postgresql
chown postgres:postgres "$PGDATA" /var/run/postgresql
chmod 700 "$PGDATA"
if [ ! -s "$PGDATA/PG_VERSION" ]; then
    as_postgres cp -a /var/lib/postgresql/template/. "$PGDATA/"
    echo "host all all all $POSTGRES_HOST_AUTH_METHOD" >> "$PGDATA/pg_hba.conf"
    user=$(ident "$POSTGRES_USER")
    password=$(literal "${POSTGRES_PASSWORD:-}")
    output=$({
        if [ "$POSTGRES_USER" = postgres ]; then
            echo "ALTER ROLE postgres PASSWORD $password"
        else
            echo "CREATE ROLE $user SUPERUSER LOGIN PASSWORD $password"
        fi
        if [ "$POSTGRES_DB" != postgres ]; then echo "CREATE DATABASE $(ident "$POSTGRES_DB") OWNER $user"; fi
    } | as_postgres postgres --single -D "$PGDATA" -c fsync=off postgres 2>&1)
    if printf '%s\n' "$output" | grep -q -E '(ERROR|FATAL):'; then
        printf '%s\n' "$output" >&2
        exit 1
    fi
fi
exec setpriv --reuid=postgres --regid=postgres --init-groups "$@"
