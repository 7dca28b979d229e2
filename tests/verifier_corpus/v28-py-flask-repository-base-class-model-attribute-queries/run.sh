#!/bin/sh
exec python app.py
