#!/bin/sh
exec python -m app.main
