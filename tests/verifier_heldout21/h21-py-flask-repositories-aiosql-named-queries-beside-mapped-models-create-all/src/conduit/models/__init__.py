from conduit.models.base import Base, SessionLocal, engine
from conduit.models.tables import Article, Tag, ArticleTag

__all__ = ["Base", "SessionLocal", "engine", "Article", "Tag", "ArticleTag"]
