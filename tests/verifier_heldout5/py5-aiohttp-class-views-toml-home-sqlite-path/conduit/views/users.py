from aiohttp import web

from conduit.wiring import USER_REPOSITORY, USER_SERVICE


def _user(u) -> dict:
    return {"user": {"username": u.username, "email": u.email, "bio": u.bio, "image": u.image, "token": ""}}


class RegistrationView(web.View):
    async def post(self) -> web.Response:
        data = (await self.request.json()).get("user", {})
        try:
            user = await self.request.app[USER_SERVICE].register(data["username"], data["email"], data["password"])
        except ValueError as exc:
            return web.json_response({"errors": {"body": [str(exc)]}}, status=422)
        return web.json_response(_user(user), status=201)


class ProfileView(web.View):
    async def get(self) -> web.Response:
        # Read-only lookup: no business rule involved, so go straight to the repository.
        user = await self.request.app[USER_REPOSITORY].by_username(self.request.match_info["username"])
        if user is None:
            raise web.HTTPNotFound()
        return web.json_response({"profile": {"username": user.username, "bio": user.bio,
                                              "image": user.image, "following": False}})


async def health_check(_: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})
