from classy_fastapi import Routable, delete, get, post
from fastapi import Header

from conduit.use_cases.accounts import AccountUseCases
from conduit.use_cases.errors import Unauthorized


class AccountController(Routable):
    def __init__(self, accounts: AccountUseCases) -> None:
        super().__init__()
        self.accounts = accounts

    def _user_json(self, user) -> dict:
        return {"user": {"username": user.username, "email": user.email, "bio": user.bio,
                         "image": user.image, "token": self.accounts.token(user)}}

    @post("/users", status_code=201)
    def register(self, payload: dict) -> dict:
        u = payload["user"]
        return self._user_json(self.accounts.register(u["username"], u["email"], u["password"]))

    @post("/users/login")
    def login(self, payload: dict) -> dict:
        u = payload["user"]
        return self._user_json(self.accounts.login(u["email"], u["password"]))

    @get("/user")
    def current(self, authorization: str | None = Header(None)) -> dict:
        user = self.accounts.resolve(authorization)
        if user is None:
            raise Unauthorized("login required")
        return self._user_json(user)

    @get("/profiles/{username}")
    def profile(self, username: str, authorization: str | None = Header(None)) -> dict:
        user, following = self.accounts.profile(username, self.accounts.resolve(authorization))
        return {"profile": {"username": user.username, "bio": user.bio, "image": user.image, "following": following}}

    @post("/profiles/{username}/follow")
    def follow(self, username: str, authorization: str | None = Header(None)) -> dict:
        user, following = self.accounts.follow(self.accounts.resolve(authorization), username, True)
        return {"profile": {"username": user.username, "bio": user.bio, "image": user.image, "following": following}}

    @delete("/profiles/{username}/follow")
    def unfollow(self, username: str, authorization: str | None = Header(None)) -> dict:
        user, following = self.accounts.follow(self.accounts.resolve(authorization), username, False)
        return {"profile": {"username": user.username, "bio": user.bio, "image": user.image, "following": following}}
