from conduit.models.base import Base
from conduit.models.user import Follow, User
from conduit.models.article import Article, Comment, Favorite, Tag

__all__ = ["Base", "User", "Follow", "Article", "Comment", "Favorite", "Tag"]
