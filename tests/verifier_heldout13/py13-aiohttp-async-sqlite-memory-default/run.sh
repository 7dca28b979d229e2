#!/bin/bash
set -e
cd "$(dirname "$0")"
export DB_PATH="$PWD/conduit.db"
exec python -m app
