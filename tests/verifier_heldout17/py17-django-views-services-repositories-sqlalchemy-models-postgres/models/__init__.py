from models.user import Base, User, follows

__all__ = ["Base", "User", "follows"]
