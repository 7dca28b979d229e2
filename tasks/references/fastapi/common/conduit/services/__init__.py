"""Business rules: validation, authorisation and the views the routes render."""

from conduit.services.container import Services

__all__ = ["Services"]
