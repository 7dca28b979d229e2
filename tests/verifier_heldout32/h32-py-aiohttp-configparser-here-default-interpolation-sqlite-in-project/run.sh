#!/usr/bin/env bash
set -e
cd /
exec python "$(dirname "$(readlink -f "$0")")/app/main.py" --config "$(dirname "$(readlink -f "$0")")/conduit.ini"
