#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
export DB_PATH=~/conduit/app.db
exec python -m conduit
