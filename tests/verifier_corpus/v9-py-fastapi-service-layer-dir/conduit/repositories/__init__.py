from conduit.repositories.tags import AbstractTagRepository, SqlAlchemyTagRepository

__all__ = ["AbstractTagRepository", "SqlAlchemyTagRepository"]
