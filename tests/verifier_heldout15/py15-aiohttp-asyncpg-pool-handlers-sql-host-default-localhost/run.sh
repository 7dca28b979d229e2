#!/bin/bash
cd "$(dirname "$0")"
python main.py
