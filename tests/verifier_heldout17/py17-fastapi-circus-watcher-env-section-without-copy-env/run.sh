#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
# circus supervises the API process (restarts it if it dies); stays in the foreground
exec circusd circus.ini
