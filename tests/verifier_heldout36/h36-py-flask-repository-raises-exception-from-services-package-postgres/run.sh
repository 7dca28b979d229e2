#!/usr/bin/env bash
set -e
cd "$(dirname "$0")"
exec waitress-serve --listen=0.0.0.0:8080 --call conduit.app:create_app
