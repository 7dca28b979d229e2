#!/usr/bin/env bash
set -e
mkdir -p /var/lib/conduit 2>/dev/null || sudo mkdir -p /var/lib/conduit
exec uvicorn app.main:app --host 0.0.0.0 --port 8080
