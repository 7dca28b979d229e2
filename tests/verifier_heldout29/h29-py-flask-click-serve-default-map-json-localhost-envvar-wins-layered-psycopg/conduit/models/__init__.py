from .profile import Profile

__all__ = ["Profile"]
