"""Conduit (RealWorld) API built with FastAPI and SQLAlchemy."""
