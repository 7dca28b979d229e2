from realworld.models.user import User

__all__ = ["User"]
