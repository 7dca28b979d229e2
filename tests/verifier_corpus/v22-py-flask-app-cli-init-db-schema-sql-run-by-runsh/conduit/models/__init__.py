from conduit.models.user import User

__all__ = ["User"]
