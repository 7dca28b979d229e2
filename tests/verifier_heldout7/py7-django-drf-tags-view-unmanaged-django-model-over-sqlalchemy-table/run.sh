#!/bin/bash
cd "$(dirname "$0")" || exit 1
exec uvicorn project.asgi:application --host 0.0.0.0 --port 8000
