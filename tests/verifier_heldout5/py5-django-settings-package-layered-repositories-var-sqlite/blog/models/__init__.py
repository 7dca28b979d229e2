from blog.models.profile import Follow

__all__ = ["Follow"]
