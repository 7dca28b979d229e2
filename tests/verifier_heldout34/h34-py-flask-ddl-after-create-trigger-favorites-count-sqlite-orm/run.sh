#!/bin/bash
cd "$(dirname "${BASH_SOURCE[0]}")"
exec gunicorn --bind 0.0.0.0:8080 app:app
