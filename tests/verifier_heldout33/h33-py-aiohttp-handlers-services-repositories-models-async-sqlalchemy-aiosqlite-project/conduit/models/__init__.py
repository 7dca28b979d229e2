from conduit.models.user import Base, Follow, User

__all__ = ["Base", "Follow", "User"]
