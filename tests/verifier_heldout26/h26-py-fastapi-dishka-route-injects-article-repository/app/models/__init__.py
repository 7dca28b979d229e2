from app.models.article import Article, article_tags
from app.models.base import Base
from app.models.tag import Tag
from app.models.user import User

__all__ = ["Article", "Base", "Tag", "User", "article_tags"]
