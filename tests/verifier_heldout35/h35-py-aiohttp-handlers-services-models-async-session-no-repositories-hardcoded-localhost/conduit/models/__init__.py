from conduit.models.user import Base, User

__all__ = ["Base", "User"]
