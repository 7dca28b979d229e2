#!/bin/sh
exec gunicorn --bind 0.0.0.0:8080 'app:create_app()'
