#!/usr/bin/env bash
cd "$(dirname "$0")" && exec gunicorn site_cfg.wsgi:application --bind 0.0.0.0:8080
