from app.services.tags import TagService

__all__ = ["TagService"]
