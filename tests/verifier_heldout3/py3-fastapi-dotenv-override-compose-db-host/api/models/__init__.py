from api.models.article import Article
from api.models.base import Base
from api.models.user import User

__all__ = ["Article", "Base", "User"]
