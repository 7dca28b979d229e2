from conduit.services.profiles import ProfileService, NotFound

__all__ = ["ProfileService", "NotFound"]
