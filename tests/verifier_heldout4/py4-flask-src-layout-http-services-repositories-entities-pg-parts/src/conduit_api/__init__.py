"""Conduit API (Flask)."""
