from backend.models.user import Follow, User
