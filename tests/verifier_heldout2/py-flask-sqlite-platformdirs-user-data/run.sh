#!/usr/bin/env bash
exec waitress-serve --listen=0.0.0.0:8080 --call app:create_app
