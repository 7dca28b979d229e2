from conduit.models.user import Follow, User

__all__ = ["User", "Follow"]
