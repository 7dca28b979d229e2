"""Conduit API (RealWorld) on FastAPI + SQLAlchemy."""
