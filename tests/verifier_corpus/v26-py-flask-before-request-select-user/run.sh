#!/bin/bash
cd "$(dirname "$0")"
exec gunicorn 'app:create_app()' -b 0.0.0.0:8080
