from conduit.entities.base import Base
from conduit.entities.user import User
from conduit.entities.article import Article, Tag

__all__ = ["Base", "User", "Article", "Tag"]
