from app.models.article import Article, Tag, article_tags
from app.models.user import User

__all__ = ["Article", "Tag", "User", "article_tags"]
