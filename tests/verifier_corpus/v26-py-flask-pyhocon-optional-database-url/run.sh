#!/bin/bash
cd "$(dirname "$0")"
exec gunicorn app:app -b 0.0.0.0:8080
