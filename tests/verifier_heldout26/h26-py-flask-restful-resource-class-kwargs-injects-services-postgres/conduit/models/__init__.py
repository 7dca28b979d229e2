from conduit.models.article import Article, article_tags
from conduit.models.tag import Tag
from conduit.models.user import User

__all__ = ["Article", "Tag", "User", "article_tags"]
