#!/bin/sh
exec python app/server.py
