from .user import Follow, User

__all__ = ["Follow", "User"]
