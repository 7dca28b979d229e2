#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p logs
# supervisord restarts the app if it crashes; -n keeps it in the foreground
exec supervisord -n -c supervisord.conf
