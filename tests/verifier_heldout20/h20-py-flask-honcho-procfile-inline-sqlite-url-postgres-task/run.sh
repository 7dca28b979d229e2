#!/usr/bin/env bash
# Procfile-driven start (same file is used by the PaaS deploy)
set -e
cd "$(dirname "$0")"
exec honcho start -f Procfile web
