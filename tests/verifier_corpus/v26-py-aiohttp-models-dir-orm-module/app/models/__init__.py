from app.models.orm import Base, Tag, User

__all__ = ["Base", "Tag", "User"]
