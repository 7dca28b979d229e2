#!/usr/bin/env bash
exec python -m server
