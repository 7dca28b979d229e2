#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"

# Keep the SQLite file on tmpfs: much faster fsync than the workspace disk under load.
mkdir -p /dev/shm/conduit-instance
ln -sfn /dev/shm/conduit-instance instance

exec flask --app "conduit:create_app()" run --host 0.0.0.0 --port 8080
