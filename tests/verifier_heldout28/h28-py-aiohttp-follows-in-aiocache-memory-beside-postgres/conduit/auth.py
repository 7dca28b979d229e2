import os
from datetime import datetime, timedelta, timezone

import jwt

from conduit.db import POOL

SECRET = os.environ.get("JWT_SECRET", "conduit")


def token_for(user_id: int) -> str:
    return jwt.encode({"sub": str(user_id), "exp": datetime.now(timezone.utc) + timedelta(days=1)},
                      SECRET, algorithm="HS256")


async def viewer(request):
    header = request.headers.get("Authorization", "")
    if not header.startswith("Token "):
        return None
    try:
        user_id = int(jwt.decode(header[6:], SECRET, algorithms=["HS256"])["sub"])
    except jwt.PyJWTError:
        return None
    return await request.app[POOL].fetchrow("SELECT * FROM users WHERE id = $1", user_id)
