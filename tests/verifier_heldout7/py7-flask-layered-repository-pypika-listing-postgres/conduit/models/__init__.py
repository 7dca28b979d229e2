from conduit.models.article import Article, Favorite, Tag, article_tags
from conduit.models.user import User

__all__ = ["Article", "Favorite", "Tag", "User", "article_tags"]
