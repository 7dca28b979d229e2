from conduit.entities.base import Base
from conduit.entities.article import Article
from conduit.entities.user import User

__all__ = ["Base", "User", "Article"]
