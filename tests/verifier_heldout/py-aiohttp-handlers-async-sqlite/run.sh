#!/bin/sh
exec python -m conduit.app
