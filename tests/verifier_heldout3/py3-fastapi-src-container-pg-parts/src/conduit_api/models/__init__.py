from conduit_api.models.base import Base
from conduit_api.models.user import Follow, User
from conduit_api.models.article import Article, Favorite, Tag, article_tags

__all__ = ["Base", "User", "Follow", "Article", "Favorite", "Tag", "article_tags"]
