from conduit.models.base import Base, Session
from conduit.models.article import Article

__all__ = ["Base", "Session", "Article"]
