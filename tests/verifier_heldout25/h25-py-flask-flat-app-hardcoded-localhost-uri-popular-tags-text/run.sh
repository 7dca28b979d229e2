#!/bin/bash
cd "$(dirname "$0")"
exec flask --app app run --host 0.0.0.0 --port 8080
