from conduit.repositories.base import SQLAlchemyRepository

__all__ = ["SQLAlchemyRepository"]
