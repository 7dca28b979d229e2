"""Conduit (RealWorld) API backend built on aiohttp and SQLAlchemy."""
