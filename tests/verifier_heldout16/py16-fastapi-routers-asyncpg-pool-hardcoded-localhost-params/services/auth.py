import bcrypt
import jwt

SECRET = "conduit-secret"


def hash_password(p: str) -> str:
    return bcrypt.hashpw(p.encode(), bcrypt.gensalt()).decode()


def check_password(p: str, h: str) -> bool:
    return bcrypt.checkpw(p.encode(), h.encode())


def token(user_id: int) -> str:
    return jwt.encode({"sub": str(user_id)}, SECRET, algorithm="HS256")
