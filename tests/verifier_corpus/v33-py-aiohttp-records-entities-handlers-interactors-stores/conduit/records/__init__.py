"""Entity records: the SQLAlchemy mapped classes (the model layer)."""
from conduit.records.base import Base
from conduit.records.article import ArticleRecord
from conduit.records.tag import TagRecord

__all__ = ["Base", "ArticleRecord", "TagRecord"]
