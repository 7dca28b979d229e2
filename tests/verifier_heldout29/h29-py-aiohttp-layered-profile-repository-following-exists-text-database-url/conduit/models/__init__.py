from .tables import Base, Follow, User

__all__ = ["Base", "Follow", "User"]
