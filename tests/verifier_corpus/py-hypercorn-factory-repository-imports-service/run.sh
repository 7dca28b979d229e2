#!/bin/sh
exec hypercorn 'conduit.main:create_app()' --bind 0.0.0.0:8080
