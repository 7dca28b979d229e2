from .user import User
