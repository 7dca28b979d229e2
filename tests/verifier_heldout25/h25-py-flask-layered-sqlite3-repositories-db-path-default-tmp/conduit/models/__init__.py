from .user import Profile, User

__all__ = ["Profile", "User"]
