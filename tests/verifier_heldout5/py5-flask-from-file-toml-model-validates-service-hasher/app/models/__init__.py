from app.models.user import User  # noqa: F401
