from .user import User, follows

__all__ = ["User", "follows"]
