#!/usr/bin/env bash
exec python app.py
