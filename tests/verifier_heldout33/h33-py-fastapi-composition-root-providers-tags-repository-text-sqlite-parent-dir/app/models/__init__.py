from app.models.tag import Tag

__all__ = ["Tag"]
