from app.models.tables import Base, Comment, User

__all__ = ["Base", "Comment", "User"]
