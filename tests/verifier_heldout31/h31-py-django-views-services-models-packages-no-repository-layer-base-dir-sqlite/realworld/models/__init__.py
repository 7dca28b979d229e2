from realworld.models.profile import Follow, Profile

__all__ = ["Profile", "Follow"]
