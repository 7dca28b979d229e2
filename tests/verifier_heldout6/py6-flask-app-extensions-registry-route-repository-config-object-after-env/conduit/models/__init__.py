from conduit.models.user import User, followers
from conduit.models.article import Article, Tag, favorites

__all__ = ["User", "followers", "Article", "Tag", "favorites"]
