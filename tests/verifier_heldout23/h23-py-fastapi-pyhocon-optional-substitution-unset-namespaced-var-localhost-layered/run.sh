#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
export CONDUIT_CONFIG="${CONDUIT_CONFIG:-conf/application.conf}"
exec uvicorn conduit.app:app --host 0.0.0.0 --port 8080
