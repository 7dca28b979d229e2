#!/bin/sh
export FLASK_APP=app:create_app
exec flask run --host 0.0.0.0 --port 8080
