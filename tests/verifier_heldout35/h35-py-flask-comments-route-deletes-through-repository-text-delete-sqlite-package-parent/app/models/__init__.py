from app.models.entities import Article, Base, Comment, User

__all__ = ["Article", "Base", "Comment", "User"]
