from datetime import datetime, timedelta, timezone

import jwt

from conduit import settings
from conduit.models import User


def token_for(user: User) -> str:
    exp = datetime.now(timezone.utc) + timedelta(days=1)
    return jwt.encode({"sub": str(user.id), "exp": exp}, settings.JWT_SECRET, algorithm="HS256")


async def viewer(request, session) -> User | None:
    header = request.headers.get("Authorization", "")
    if not header.startswith("Token "):
        return None
    try:
        claims = jwt.decode(header[6:], settings.JWT_SECRET, algorithms=["HS256"])
    except jwt.PyJWTError:
        return None
    return await session.get(User, int(claims["sub"]))
