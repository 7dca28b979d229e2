from app.domain.models.article import Article, Comment
from app.domain.models.user import User

__all__ = ["Article", "Comment", "User"]
