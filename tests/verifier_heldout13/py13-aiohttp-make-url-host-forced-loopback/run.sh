#!/bin/sh
cd "$(dirname "$0")" || exit 1
exec python -m service.main --port 8080
