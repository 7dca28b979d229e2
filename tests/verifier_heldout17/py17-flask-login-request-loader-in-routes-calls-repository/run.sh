#!/usr/bin/env bash
set -e
cd "$(dirname "${BASH_SOURCE[0]}")"
exec waitress-serve --host=0.0.0.0 --port=8080 --call realworld.app:create_app
