from app.models.user import User
