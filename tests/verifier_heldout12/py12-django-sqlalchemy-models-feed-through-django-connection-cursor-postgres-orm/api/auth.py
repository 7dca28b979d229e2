import jwt
from django.conf import settings

from api.db import SessionLocal, User


def user_from_request(request):
    header = request.headers.get("Authorization", "")
    if not header.startswith("Token "):
        return None
    try:
        uid = jwt.decode(header[6:], settings.SECRET_KEY, algorithms=["HS256"])["uid"]
    except jwt.PyJWTError:
        return None
    with SessionLocal() as session:
        return session.get(User, uid)
