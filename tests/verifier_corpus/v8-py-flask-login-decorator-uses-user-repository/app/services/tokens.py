import jwt


class TokenService:
    def __init__(self, secret: str) -> None:
        self.secret = secret

    def user_id(self, token: str) -> int | None:
        try:
            return int(jwt.decode(token, self.secret, algorithms=["HS256"])["sub"])
        except (jwt.PyJWTError, KeyError, ValueError):
            return None
