#!/usr/bin/env bash
# Under systemd (RuntimeDirectory=conduit) the unit provides RUNTIME_DIRECTORY.
cd "$(dirname "$0")"
exec node server.js
