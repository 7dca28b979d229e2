#!/bin/sh
exec gunicorn -b 0.0.0.0:8080 "conduit.app:create_app()"
