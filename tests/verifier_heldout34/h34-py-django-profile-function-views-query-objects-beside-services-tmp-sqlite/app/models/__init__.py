from .user import Follow, User
