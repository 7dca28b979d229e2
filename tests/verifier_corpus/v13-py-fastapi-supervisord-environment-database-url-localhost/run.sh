#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
mkdir -p logs
exec supervisord -n -c deploy/supervisord.conf
