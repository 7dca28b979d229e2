#!/bin/sh
exec python -m conduit
