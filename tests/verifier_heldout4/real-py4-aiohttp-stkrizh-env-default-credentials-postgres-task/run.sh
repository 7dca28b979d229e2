#!/usr/bin/env bash
# Same flow as the project's Makefile and docker-compose: .env from .env.default, migrations, server.
set -e
cd "$(dirname "$0")"
[ -f .env ] || cp .env.default .env
. ./.env
alembic upgrade head
exec python -m conduit
