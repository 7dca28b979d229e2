from conduit.models.article import Article, Tag, article_tags
from conduit.models.user import User

__all__ = ["Article", "Tag", "User", "article_tags"]
