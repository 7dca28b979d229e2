from app.models.article import Article
from app.models.user import User

__all__ = ["Article", "User"]
