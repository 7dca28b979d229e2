#!/bin/sh
set -eu
pip install -r requirements.txt
# clean environment for the server, keeping only what it needs
exec env -i \
    PATH="$PATH" \
    DATABASE_URL="$DATABASE_URL" \
    JWT_SECRET="${JWT_SECRET:-conduit-secret}" \
    python -m conduit
