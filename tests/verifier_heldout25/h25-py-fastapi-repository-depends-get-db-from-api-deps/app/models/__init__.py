from app.models.user import User

__all__ = ["User"]
