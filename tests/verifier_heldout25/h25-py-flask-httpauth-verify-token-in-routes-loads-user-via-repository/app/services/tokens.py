from datetime import datetime, timedelta, timezone

import jwt
from flask import current_app


def issue(user_id: int) -> str:
    payload = {"sub": str(user_id), "exp": datetime.now(timezone.utc) + timedelta(days=1)}
    return jwt.encode(payload, current_app.config["SECRET_KEY"], algorithm="HS256")


def read(token: str) -> int | None:
    try:
        payload = jwt.decode(token, current_app.config["SECRET_KEY"], algorithms=["HS256"])
    except jwt.PyJWTError:
        return None
    return int(payload["sub"])
