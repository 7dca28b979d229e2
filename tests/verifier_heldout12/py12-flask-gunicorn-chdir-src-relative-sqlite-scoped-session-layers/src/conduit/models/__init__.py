from conduit.models.base import Base
from conduit.models.entities import Article, Comment, Follow, User

__all__ = ["Base", "Article", "Comment", "Follow", "User"]
