#!/bin/sh
cd backend && exec gunicorn --workers 2 --bind 0.0.0.0:8080 'conduit:create_app()'
