from .user import User

__all__ = ["User"]
