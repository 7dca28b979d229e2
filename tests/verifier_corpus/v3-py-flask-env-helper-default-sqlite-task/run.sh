#!/bin/sh
exec waitress-serve --port=8080 --call conduit.app:create_app
