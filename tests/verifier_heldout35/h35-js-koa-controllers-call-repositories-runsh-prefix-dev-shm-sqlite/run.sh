#!/usr/bin/env bash
cd "$(dirname "$0")"
DB_FILE=/dev/shm/conduit.sqlite exec node server.js
