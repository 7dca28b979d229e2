#!/bin/sh
# as the project's Procfile starts it, on the harness's port
exec gunicorn autoapp:app -b 0.0.0.0:8080 -w 1
