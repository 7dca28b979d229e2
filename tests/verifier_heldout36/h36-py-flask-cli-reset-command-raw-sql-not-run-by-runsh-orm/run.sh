#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
exec flask --app blog run --host 0.0.0.0 --port 8080
