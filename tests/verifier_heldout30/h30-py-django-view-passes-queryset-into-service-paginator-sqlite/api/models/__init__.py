from api.models.article import Article, Tag
from api.models.user import User

__all__ = ["Article", "Tag", "User"]
