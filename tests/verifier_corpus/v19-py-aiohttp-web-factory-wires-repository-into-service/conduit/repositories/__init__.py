from conduit.repositories.profiles import ProfileRepository

__all__ = ["ProfileRepository"]
