"""Storage access. Every query of the application lives in this package."""

from conduit.repositories.store import Store

__all__ = ["Store"]
