from datetime import datetime, timedelta

from jose import jwt
from passlib.context import CryptContext

SECRET_KEY = "conduit-secret-key"
pwd_context = CryptContext(schemes=["bcrypt"], deprecated="auto")


def get_password_hash(password):
    return pwd_context.hash(password)


def create_access_token(user_id: int):
    return jwt.encode({"sub": str(user_id), "exp": datetime.utcnow() + timedelta(days=1)}, SECRET_KEY, algorithm="HS256")
